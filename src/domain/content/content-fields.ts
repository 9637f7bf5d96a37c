import { z } from 'zod';
import { imageSchema } from '../schemas/common.js';
import { optionalText, reference } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';
import { isEmbeddableUrl, isSafeLinkUrl, LINK_URL_MAX_LENGTH } from './link-url.js';
import { contentMessages } from './messages.js';
import { normalisePath, PATH_MAX_LENGTH, pathProblem, type PathProblem } from './site-path.js';

/** Rich text is HTML; the server sanitises it on write, so only the length is checked here. */
export const RICH_TEXT_MAX_LENGTH = 50_000;
export const richText = () => optionalText(RICH_TEXT_MAX_LENGTH);

const pathMessages: Record<PathProblem, string> = {
  blank: m.blank,
  tooLong: m.tooLong(PATH_MAX_LENGTH),
  format: contentMessages.pathFormat,
  reserved: contentMessages.pathReserved,
};

/** A page path, stored without slashes at either end: '/ueber-uns/' is kept as 'ueber-uns'. */
export const sitePath = () =>
  z.string({ error: m.blank }).transform((input, context) => {
    const path = normalisePath(input);
    const problem = pathProblem(path);
    if (problem === undefined) return path;
    context.addIssue({ code: 'custom', message: pathMessages[problem], input });
    return z.NEVER;
  });

const checkedUrl = (isAllowed: (url: string) => boolean, message: string) =>
  z
    .string({ error: m.blank })
    .trim()
    .superRefine((url, context) => {
      if (url === '') context.addIssue({ code: 'custom', message: m.blank, input: url });
      else if (url.length > LINK_URL_MAX_LENGTH)
        context.addIssue({ code: 'custom', message: m.tooLong(LINK_URL_MAX_LENGTH), input: url });
      else if (!isAllowed(url)) context.addIssue({ code: 'custom', message, input: url });
    });

/** A link target: a path of this site, an anchor, a web, e-mail or phone address. */
export const linkUrl = () => checkedUrl(isSafeLinkUrl, contentMessages.linkUrl);
/** The address of an embedded player (video slide). */
export const embedUrl = () => checkedUrl(isEmbeddableUrl, contentMessages.embedUrl);

export const colorSchema = z.enum(['white', 'grey', 'black'], { error: m.choice });

export const linkSchema = z.object({
  linkUrl: linkUrl().meta({ title: 'Adresse' }),
  linkType: z.enum(['internal', 'external'], { error: m.choice }).default('internal').meta({ title: 'Art' }),
  linkDirection: z
    .enum(['right', 'left'], { error: m.choice })
    .default('right')
    .meta({ title: 'Pfeilrichtung' }),
  linkLabel: optionalText(100).meta({ title: 'Beschriftung' }),
});
export type ContentLink = z.infer<typeof linkSchema>;

/**
 * Content refers to images by id; the server fills in version, size and alt text from the image itself,
 * so a page always names an image that exists.
 */
export const contentImageInputSchema = z.object({ id: reference().meta({ title: 'Bild' }) });
export const contentImageSchema = imageSchema;
export type ContentImageSchema = typeof contentImageInputSchema | typeof contentImageSchema;
