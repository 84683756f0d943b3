import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Modal } from 'shared-ui/modal';
import { useEngagementT } from './engagement-i18n';
import { useShell } from '../../app/shell-context';
import { usePromptTurn } from './use-modal-turn';
import { markAppDownloadShown, useAppDownloadWanted } from './app-download-rules';

/**
 * The app download modal (spec 001 section 2): on a mobile viewport, on the one brand domain the
 * brand's configuration names (`appDownload.domain`, with the stores' addresses), once per browser
 * session; never during the splash nor over another modal (it waits its turn). It links to the
 * configured stores, each in a new tab; a configuration without any store address shows nothing.
 */
export function AppDownloadModal({ hostname = window.location.hostname }: { hostname?: string }) {
  const { t } = useEngagementT();
  const { stores } = useShell();
  const brand = useStore(stores.brand, (state) => state.brand);
  const wanted = useAppDownloadWanted(hostname);
  const [closed, setClosed] = useState(false);
  const config = brand?.appDownload;
  const storeLinks = [
    { href: config?.appStoreUrl, label: t('appDownload.appStore') },
    { href: config?.playStoreUrl, label: t('appDownload.playStore') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  // Once shown it is no longer wanted in this tab (marked below), yet it stays open until closed.
  const open = usePromptTurn(wanted, closed, 0);
  useEffect(() => {
    if (open) markAppDownloadShown();
  }, [open]);

  const close = () => setClosed(true);
  return (
    <Modal
      open={open}
      onClose={close}
      id="shell-app-download"
      title={t('appDownload.title')}
      description={t('appDownload.body', { appName: brand?.appName ?? '' })}
      footer={
        <button type="button" className="button button--ghost" onClick={close}>
          {t('appDownload.later')}
        </button>
      }
    >
      <ul className="app-download__stores">
        {storeLinks.map((link) => (
          <li key={link.href}>
            <a
              className="button app-download__store"
              href={link.href}
              target="_blank"
              rel="noreferrer"
              onClick={close}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
