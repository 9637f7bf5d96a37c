import { useEffect } from 'react';
import { backoffice } from '../../i18n/backoffice.js';
import { t } from '../../i18n/t.js';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = t(backoffice.app.pageTitle, { title });
  }, [title]);
}
