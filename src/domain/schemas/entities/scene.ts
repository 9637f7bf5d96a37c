import { z } from 'zod';
import { sitePath } from '../../content/content-fields.js';
import { jsonNestsDeeperThan } from '../../content/json-depth.js';
import { optionalText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';

/** A stored scene's content is free-form JSON for the screen that plays it; its size is bounded. */
export const MAX_SCENE_CONTENT_CHARACTERS = 100_000;
export const MAX_SCENE_CONTENT_DEPTH = 20;

export const sceneLabels = { id: 'ID', path: 'Pfad', name: 'Name', content: 'Inhalt' } as const;

/** A scene a screen plays at /{path}; its content belongs to the player and is kept as given. */
export const sceneInputSchema = labelled(
  z.object({
    path: sitePath(),
    name: optionalText(200),
    content: z.preprocess(
      (raw, context) => {
        if (!jsonNestsDeeperThan(raw, MAX_SCENE_CONTENT_DEPTH)) return raw;
        context.addIssue({
          code: 'custom',
          message: `Der Inhalt ist zu tief verschachtelt. Erlaubt sind höchstens ${MAX_SCENE_CONTENT_DEPTH} Ebenen.`,
          input: raw,
        });
        return z.NEVER;
      },
      z
        .record(z.string(), z.json())
        .refine((content) => JSON.stringify(content).length <= MAX_SCENE_CONTENT_CHARACTERS, {
          error: `Der Inhalt ist zu groß. Erlaubt sind höchstens ${MAX_SCENE_CONTENT_CHARACTERS.toLocaleString('de-AT')} Zeichen.`,
        })
        .default({}),
    ),
  }),
  sceneLabels,
);
export type SceneInput = z.infer<typeof sceneInputSchema>;

export const sceneEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    path: z.string(),
    name: z.string(),
    content: z.record(z.string(), z.json()),
  }),
  sceneLabels,
);
export type SceneEntity = z.infer<typeof sceneEntitySchema>;
