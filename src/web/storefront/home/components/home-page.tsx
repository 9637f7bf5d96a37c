import './home.css';
import { useInitData } from '../../../api/init.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { BranchListPage } from './branch-list-page.js';
import { HomeTeaserPage } from './home-teaser-page.js';
import { ContactButton } from '../../requests/components/contact-button.js';

/** The division's start page: the branch finder, or the home page with teasers when the plugin is on. */
export function HomePage() {
  const { '/api/config': config, '/api/divisions': divisions } = useInitData();
  useDocumentMeta({
    title: divisions[0]?.title || config.title,
    description: config.seoDescription || divisions[0]?.description || config.description,
  });
  return (
    <>
      {config.enablePluginHomePage ? <HomeTeaserPage /> : <BranchListPage />}
      <ContactButton />
    </>
  );
}
