import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useInitData } from '../api/init.js';
import { de } from '../i18n/de.js';
import { t } from '../i18n/t.js';

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

function stripHtml(html: string): string {
  return (
    new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  );
}

/** Title, description, canonical and social tags of the current page. */
export function useDocumentMeta({ title, description, image }: DocumentMeta): void {
  const { '/api/config': config } = useInitData();
  const { pathname } = useLocation();
  const base = config.seoTitle || config.shopName || config.title;
  const fullTitle = title === '' || title === base ? base : t(de.app.pageTitle, { title, base });
  const text = stripHtml(description || config.seoDescription || config.description);

  useEffect(() => {
    const url = new URL(pathname, window.location.origin).href;
    document.title = fullTitle;
    setCanonical(url);
    setMeta('name', 'description', text);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:locale', 'de_AT');
    setMeta('property', 'og:site_name', base);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', url);
    setMeta('name', 'twitter:card', image === undefined ? 'summary' : 'summary_large_image');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', text);
    setMeta('name', 'twitter:url', url);
    if (image === undefined) {
      // A page without an image must not inherit the previous page's.
      document.head
        .querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')
        .forEach((element) => {
          element.remove();
        });
    } else {
      const absolute = new URL(image, window.location.origin).href;
      setMeta('property', 'og:image', absolute);
      setMeta('name', 'twitter:image', absolute);
    }
  }, [base, fullTitle, text, pathname, image]);
}
