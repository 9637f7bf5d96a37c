import { describe, expect, it } from 'vitest';
import { navigationAreas, yieldsToSibling } from './navigation-areas.js';

describe('back-office navigation', () => {
  it('gives an admin every area with its screens in order', () => {
    const areas = navigationAreas(['ROLE_ADMIN']);
    expect(areas.map((area) => area.label)).toEqual([
      'Bestellungen',
      'Statistik',
      'Speisekarte',
      'Filialen',
      'Inhalte',
      'Geräte & Signage',
      'Zeiterfassung',
      'Benutzer',
      'Konfiguration',
      'Logs',
    ]);
    const labels = (key: string) => areas.find((area) => area.key === key)?.links.map((link) => link.label);
    expect(labels('menu')).toEqual([
      'Etiketten drucken',
      'Produktkataloge',
      'Kategorien',
      'Produkte',
      'Tags',
    ]);
    expect(labels('branches')).toEqual([
      'Organisationen',
      'Filialen',
      'Abteilungen',
      'Tische',
      'Spendenempfänger',
    ]);
    expect(labels('content')).toEqual([
      'Seiten',
      'Navigationen',
      'Inhalte',
      'Redirects',
      'Bilder',
      'Bildvorlagen',
      'Uploads',
      'Szenen',
    ]);
    expect(labels('timeTracking')).toEqual([
      'Wochenplanung',
      'Arbeitszeiten',
      'Urlaubskonten',
      'Projekte',
      'Aufgaben',
      'Aktivitäten',
      'Planung',
    ]);
    expect(areas.find((area) => area.key === 'statistics')?.links).toEqual([
      { label: 'Statistik', to: '/backend/statistics' },
      { label: 'Meine Statistik', to: '/backend/my-statistics' },
    ]);
    expect(areas.find((area) => area.key === 'users')?.links).toEqual([
      { label: 'Benutzer', to: '/backend/users' },
    ]);
  });

  it('shows an employee only orders, statistics, label printing and time tracking', () => {
    const areas = navigationAreas(['ROLE_EMPLOYEE']);
    expect(areas.map((area) => area.key)).toEqual(['orders', 'statistics', 'menu', 'timeTracking']);
  });

  it('shows a user without a known role only their own statistics', () => {
    expect(navigationAreas([])).toEqual([
      {
        key: 'statistics',
        label: 'Statistik',
        links: [{ label: 'Meine Statistik', to: '/backend/my-statistics' }],
      },
    ]);
  });

  it('marks one screen of an area as current when one screen lives under another', () => {
    const orders = navigationAreas(['ROLE_ADMIN'])[0]!.links;
    const current = (pathname: string) =>
      orders
        .filter(
          (link) =>
            (pathname === link.to || pathname.startsWith(`${link.to}/`)) &&
            !yieldsToSibling(orders, link.to, pathname),
        )
        .map((link) => link.to);
    expect(current('/backend/orders/history')).toEqual(['/backend/orders/history']);
    expect(current('/backend/orders')).toEqual(['/backend/orders']);
    expect(current('/backend/orders/42')).toEqual(['/backend/orders']);
  });
});
