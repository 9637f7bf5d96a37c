import './home.css';
import { useMemo } from 'react';
import type { Division } from '../../../../domain/schemas/branch.js';
import { useInitData } from '../../../api/init.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { RichText } from '../../../ui/rich-text.js';
import { StartPage } from './home-page.js';

/**
 * A division's own start page at its path (spec: '/{path}' among sites and divisions; ADR 041): the start
 * page the configuration chose, with the division's title and text, over the division's branches only.
 */
export function DivisionPage({ division }: { division: Division }) {
  const { '/api/branches': allBranches } = useInitData();
  const title = division.title || division.name;
  useDocumentMeta({ title, description: division.description });
  const branches = useMemo(
    () => allBranches.filter((branch) => branch.division === division.id),
    [allBranches, division.id],
  );
  // The server sanitises the division's text before it publishes it, as the configuration's on '/'.
  const description = division.description === '' ? null : <RichText html={division.description} />;
  return <StartPage intro={{ title, description }} branches={branches} />;
}
