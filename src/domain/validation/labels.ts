import type { z } from 'zod';

/**
 * Puts each field's German label into its schema's metadata (`.meta({ title })`), so a form reads
 * `schema.shape.name.meta()?.title` and OpenAPI shows it as `title`. One label map per entity serves its
 * input and its output schema; the types make sure no field of either goes without a label.
 */
export function labelled<TShape extends z.ZodRawShape>(
  schema: z.ZodObject<TShape>,
  labels: { readonly [K in keyof TShape]: string },
): z.ZodObject<TShape> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field as z.ZodType).meta({ title: labels[key as keyof TShape] }),
    ]),
  );
  return schema.extend(shape) as unknown as z.ZodObject<TShape>;
}

/** The German label of a field, as `labelled` stored it. */
export function labelOf(schema: z.ZodObject, field: string): string | undefined {
  const title = (schema.shape[field] as z.ZodType | undefined)?.meta()?.title;
  return typeof title === 'string' ? title : undefined;
}
