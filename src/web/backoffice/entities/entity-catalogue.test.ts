import { describe, expect, it } from 'vitest';
import { entityCatalogue, entityMessages } from './entity-catalogue.js';

describe('entity catalogue', () => {
  it('holds the 26 entities of the spec’s call catalogue, each once', () => {
    const keys = entityCatalogue.map((entity) => entity.key);
    expect(new Set(keys).size).toBe(26);
    expect([...keys].sort()).toEqual(
      [
        'users',
        'divisions',
        'branches',
        'departments',
        'menus',
        'categories',
        'tags',
        'products',
        'tables',
        'sites',
        'redirects',
        'blocks',
        'navigations',
        'donatees',
        'images',
        'image-templates',
        'uploads',
        'devices',
        'projects',
        'tasks',
        'scenes',
        'working-activities',
        'working-schedules',
        'digital-signage-segments',
        'digital-signage-streams',
        'digital-signage-devices',
      ].sort(),
    );
  });

  it('words the load messages as the spec does', () => {
    const loads = (key: Parameters<typeof entityMessages>[0]) => {
      const { loadList, loadOne } = entityMessages(key);
      return [loadList, loadOne];
    };
    expect(loads('devices')).toEqual([
      'Geräte konnten nicht geladen werden.',
      'Gerät konnte nicht geladen werden.',
    ]);
    expect(loads('tables')).toEqual([
      'Tische konnten nicht geladen werden.',
      'Tisch konnte nicht geladen werden.',
    ]);
    expect(loads('sites')).toEqual([
      'Seiten konnten nicht geladen werden.',
      'Seite konnte nicht geladen werden.',
    ]);
    expect(loads('redirects')).toEqual([
      'Redirects konnten nicht geladen werden.',
      'Redirect konnte nicht geladen werden.',
    ]);
    expect(loads('blocks')).toEqual([
      'Inhalte konnten nicht geladen werden.',
      'Inhalt konnte nicht geladen werden.',
    ]);
    expect(loads('donatees')[0]).toBe('Spendenempfänger konnten nicht geladen werden.');
    expect(loads('working-activities')).toEqual([
      'Aktivitäten konnten nicht geladen werden.',
      'Aktivität konnte nicht geladen werden.',
    ]);
    expect(loads('working-schedules')).toEqual([
      'Planung konnte nicht geladen werden.',
      'Arbeitsplanung konnte nicht geladen werden.',
    ]);
    expect(loads('projects')).toEqual([
      'Projekte konnten nicht geladen werden.',
      'Projekt konnte nicht geladen werden.',
    ]);
    expect(loads('tasks')).toEqual([
      'Aufgaben konnten nicht geladen werden.',
      'Aufgabe konnte nicht geladen werden.',
    ]);
    expect(loads('scenes')).toEqual([
      'Szenen konnten nicht geladen werden.',
      'Szene konnte nicht geladen werden.',
    ]);
    expect(loads('digital-signage-segments')).toEqual([
      'Filmsequenzen konnten nicht geladen werden.',
      'Filmsequenz konnte nicht geladen werden.',
    ]);
    expect(loads('digital-signage-streams')).toEqual([
      'Streams konnten nicht geladen werden.',
      'Stream konnte nicht geladen werden.',
    ]);
    expect(loads('digital-signage-devices')).toEqual([
      'TVs konnten nicht geladen werden.',
      'TV konnte nicht geladen werden.',
    ]);
    expect(loads('navigations')).toEqual([
      'Navigationen konnten nicht geladen werden.',
      'Navigation konnte nicht geladen werden.',
    ]);
    expect(loads('images')).toEqual([
      'Bilder konnten nicht geladen werden.',
      'Bild konnte nicht geladen werden.',
    ]);
    expect(loads('users')[1]).toBe('Benutzer konnte nicht geladen werden.');
  });

  it('words create, update and delete failures with the entity’s name', () => {
    expect(entityMessages('products')).toMatchObject({
      create: 'Produkt konnte nicht erstellt werden.',
      update: 'Produkt konnte nicht aktualisiert werden.',
      delete: 'Produkt konnte nicht gelöscht werden.',
    });
    expect(entityMessages('branches').create).toBe('Filiale konnte nicht erstellt werden.');
    expect(entityMessages('menus').delete).toBe('Produktkatalog konnte nicht gelöscht werden.');
  });
});
