import { z } from 'zod';

export const sectionSchema = z.object({ type: z.string().min(1), value: z.unknown() });
export type Section = z.infer<typeof sectionSchema>;

export const siteSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  type: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  content: z.object({ body: z.array(sectionSchema) }),
});
export type Site = z.infer<typeof siteSchema>;

export const blockItemSchema = z.object({ type: z.enum(['text', 'image']), value: z.string() });

export const blockSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  isPublic: z.boolean(),
  content: z.object({
    body: z.array(z.unknown()),
    link: z.object({ linkUrl: z.string(), linkLabel: z.string() }).nullable().optional(),
  }),
});
export type Block = z.infer<typeof blockSchema>;

export type NavigationItem = {
  type: 'home' | 'site' | 'branch' | 'link';
  target: string | null;
  label: string;
  isEnabled: boolean;
  children: NavigationItem[];
};
export const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    type: z.enum(['home', 'site', 'branch', 'link']),
    target: z.string().nullable(),
    label: z.string(),
    isEnabled: z.boolean(),
    children: z.array(navigationItemSchema),
  }),
);

export const navigationSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  items: z.array(navigationItemSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;
