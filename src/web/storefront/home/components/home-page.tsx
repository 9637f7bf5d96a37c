import './home.css';
import { useInitData } from '../../../api/init.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { RichText } from '../../../ui/rich-text.js';
import { BranchListPage } from './branch-list-page.js';
import { HomeTeaserPage } from './home-teaser-page.js';
import { ContactButton } from '../../requests/components/contact-button.js';
import type { StartPageProps } from './start-page.js';

/** The division's start page: the branch finder, or the home page with teasers when the plugin is on. */
export function HomePage() {
  const { '/api/config': config, '/api/divisions': divisions, '/api/branches': branches } = useInitData();
  useDocumentMeta({
    title: divisions[0]?.title || config.title,
    description: config.seoDescription || divisions[0]?.description || config.description,
  });
  const intro = {
    title: config.title,
    description: config.description ? <RichText html={config.description} /> : null,
  };
  return (
    <>
      <StartPage intro={intro} branches={branches} />
      <ContactButton />
    </>
  );
}

/** The start page the configuration chose, for the whole shop ('/') or one division (its own path). */
export function StartPage(props: StartPageProps) {
  const { '/api/config': config } = useInitData();
  return config.enablePluginHomePage ? <HomeTeaserPage {...props} /> : <BranchListPage {...props} />;
}
