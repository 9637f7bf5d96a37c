import { describe, expect, it } from 'vitest';
import { contentMessages } from './messages.js';
import { siteBodyProblem } from './site-body.js';

describe('the body of a page fits its type', () => {
  it('gives a default page at most one text section', () => {
    expect(siteBodyProblem('default', [])).toBeUndefined();
    expect(siteBodyProblem('default', [{ type: 'text' }])).toBeUndefined();
    expect(siteBodyProblem('default', [{ type: 'text' }, { type: 'text' }])).toEqual({
      field: 'content.body',
      message: contentMessages.defaultSiteBody,
    });
    expect(siteBodyProblem('default', [{ type: 'hero' }])?.field).toBe('content.body');
  });

  it('refuses a plain text section among the sections of a custom page, naming it', () => {
    expect(siteBodyProblem('custom_site', [{ type: 'hero' }, { type: 'sectionText' }])).toBeUndefined();
    expect(siteBodyProblem('custom_site', [{ type: 'hero' }, { type: 'text' }])).toEqual({
      field: 'content.body.1.type',
      message: contentMessages.sectionForSiteType,
    });
  });
});
