import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useInitData } from '../api/init.js';
import { useOrigin, useRenderFacts } from '../app/render-context.js';
import { de } from '../i18n/de.js';
import { t } from '../i18n/t.js';
import { documentMetaTags, htmlToText } from '../lib/document-meta.js';

export interface DocumentMeta {
  /** The page's own part of the title; the shop's base title is appended. */
  title: string;
  description?: string;
  image?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (element === null) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/**
 * Title, description, canonical and social tags of the current page: written into the head by the
 * browser, handed to the server's head while it renders the page.
 */
export function useDocumentMeta({ title, description, image }: DocumentMeta): void {
  const { '/api/config': config } = useInitData();
  const { pathname } = useLocation();
  const origin = useOrigin();
  const { page } = useRenderFacts();
  const base = config.seoTitle || config.shopName || config.title;
  const fullTitle = title === '' || title === base ? base : t(de.app.pageTitle, { title, base });
  const text = htmlToText(description || config.seoDescription || config.description);
  const url = new URL(pathname, origin).href;
  const absoluteImage = image === undefined ? undefined : new URL(image, origin).href;
  const meta = documentMetaTags({
    title: fullTitle,
    description: text,
    siteName: base,
    url,
    image: absoluteImage,
  });
  // The server renders once and reads the tags afterwards; the deepest page's call comes last and wins.
  page?.setMeta(meta);

  useEffect(() => {
    document.title = fullTitle;
    setCanonical(url);
    const written = documentMetaTags({
      title: fullTitle,
      description: text,
      siteName: base,
      url,
      image: absoluteImage,
    });
    for (const tag of written.tags) setMeta(tag.attribute, tag.key, tag.content);
    if (absoluteImage === undefined) {
      // A page without an image must not inherit the previous page's.
      document.head
        .querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')
        .forEach((element) => {
          element.remove();
        });
    }
  }, [base, fullTitle, text, url, absoluteImage]);
}
