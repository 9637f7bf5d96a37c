import { z } from 'zod';
import { isSafeLinkUrl } from '../../content/link-url.js';
import { contentMessages } from '../../content/messages.js';
import {
  countNavigationItems,
  MAX_NAVIGATION_DEPTH,
  MAX_NAVIGATION_ITEMS,
  nestsDeeperThan,
} from '../../content/navigation-tree.js';
import { identifier, requiredText, wholeNumber } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { navigationItemSchema, type NavigationItem } from '../content.js';

const idTarget = /^[1-9]\d{0,9}$/;

/**
 * One entry of a navigation. Its target depends on its type: none for 'home', the id of a site or branch
 * (so the entry follows renames), or an address for 'link'.
 */
export const navigationItemInputSchema: z.ZodType<NavigationItem, unknown> = z.lazy(() =>
  z
    .object({
      type: z.enum(['home', 'site', 'branch', 'link'], { error: m.choice }).meta({ title: 'Art' }),
      target: z
        .union([z.string().trim(), wholeNumber().transform(String)], { error: m.blank })
        .nullable()
        .default(null)
        .meta({ title: 'Ziel' }),
      label: requiredText(100).meta({ title: 'Beschriftung' }),
      isEnabled: z.boolean().default(true).meta({ title: 'Aktiv' }),
      children: z.array(navigationItemInputSchema).default([]).meta({ title: 'Untereinträge' }),
    })
    .transform((item, context) => {
      if (item.type === 'home') return { ...item, target: null };
      const target = item.target ?? '';
      const problem =
        item.type === 'link'
          ? target === ''
            ? m.blank
            : isSafeLinkUrl(target)
              ? undefined
              : contentMessages.linkUrl
          : idTarget.test(target)
            ? undefined
            : contentMessages.navigationTargetId;
      if (problem === undefined) return { ...item, target };
      context.addIssue({ code: 'custom', message: problem, path: ['target'], input: item.target });
      return z.NEVER;
    }),
);

export const navigationLabels = { id: 'ID', identifier: 'Kennung', items: 'Einträge' } as const;

/** A menu of the storefront; 'header-navigation' and 'footer-navigation' are the ones it shows. */
export const navigationInputSchema = labelled(
  z.object({
    identifier: identifier(),
    items: z.preprocess(
      (raw, context) => {
        if (!nestsDeeperThan(raw, MAX_NAVIGATION_DEPTH)) return raw;
        context.addIssue({
          code: 'custom',
          message: contentMessages.navigationTooDeep(MAX_NAVIGATION_DEPTH),
          input: raw,
        });
        return z.NEVER;
      },
      z
        .array(navigationItemInputSchema)
        .max(MAX_NAVIGATION_ITEMS, { error: contentMessages.navigationTooManyItems(MAX_NAVIGATION_ITEMS) })
        .refine((items) => countNavigationItems(items) <= MAX_NAVIGATION_ITEMS, {
          error: contentMessages.navigationTooManyItems(MAX_NAVIGATION_ITEMS),
        })
        .default([]),
    ),
  }),
  navigationLabels,
);
export type NavigationInput = z.infer<typeof navigationInputSchema>;

export const navigationEntitySchema = labelled(
  z.object({ id: z.number().int(), identifier: z.string(), items: z.array(navigationItemSchema) }),
  navigationLabels,
);
export type NavigationEntity = z.infer<typeof navigationEntitySchema>;
