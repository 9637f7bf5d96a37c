import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../src/domain/content/messages.js';
import { signageMessages } from '../../src/domain/signage/signage-rules.js';
import { inUseMessage, validationMessages as m } from '../../src/domain/validation/messages.js';
import {
  branches,
  devices,
  digitalSignageDevices,
  images,
  logs,
  sites,
} from '../../src/server/db/schema/index.js';
import { startMediaStaffApp } from './signed-in-app.js';
import type { StaffSession } from './staff-session.js';
import { fixedNow, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;
const dataUrl = (mime: string, content: Buffer) => `data:${mime};base64,${content.toString('base64')}`;
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c86432' } })
    .png()
    .toBuffer();

describe.each(testDatabases)('images, templates, uploads, devices, scenes and signage on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;

  beforeAll(async () => {
    ({ t, admin, employee } = await startMediaStaffApp(target));
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    admin.request({ method, url, ...(payload ? { payload } : {}) });
  const imageCount = async () => (await t.database.db.select().from(images)).length;
  const uploadFile = async (name: string, mime: string, content: Buffer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { name, data: dataUrl(mime, content) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; publicHash: string };
  };

  describe('images', () => {
    it('uploads a picture, serves it, renames it and changes its alt text, logging each change', async () => {
      const png = await picture(800, 600);
      const created = await call('POST', '/api/images', {
        name: 'Torte.png',
        alt: 'Sachertorte',
        data: dataUrl('image/png', png),
      });
      expect(created.statusCode).toBe(201);
      const image = created.json().data;
      expect(image).toEqual({
        id: expect.any(Number),
        version: 1,
        extension: 'png',
        mimeType: 'image/png',
        width: 800,
        height: 600,
        size: png.length,
        name: 'Torte.png',
        alt: 'Sachertorte',
        createdAt: fixedNow.toISOString(),
      });
      const served = await t.app.inject({ method: 'GET', url: `/image/${image.id}-1.png` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);

      const updated = await call('PUT', `/api/images/${image.id}`, {
        id: image.id,
        name: 'Sachertorte.png',
        alt: 'Ein Stück Sachertorte',
      });
      expect(updated.json().data).toMatchObject({
        name: 'Sachertorte.png',
        alt: 'Ein Stück Sachertorte',
        version: 1,
      });
      const entries = await t.database.db.select().from(logs).where(eq(logs.entityId, image.id));
      expect(entries.filter((entry) => entry.entity === 'image').map((entry) => entry.action)).toEqual([
        'create',
        'update',
      ]);
      expect(JSON.stringify(entries)).not.toContain('base64');
    });

    it.each([
      ['no file', undefined, contentMessages.fileRequired],
      ['a text file', dataUrl('text/plain', Buffer.from('kein Bild')), m.fileType],
      [
        'an executable named as a picture',
        dataUrl('image/png', Buffer.from('MZ\x90\x00binary', 'latin1')),
        m.fileType,
      ],
      ['a broken data URL', 'data:image/png;base64,@@@', m.fileType],
    ])('refuses %s with the field and stores nothing', async (_label, data, message) => {
      const before = await imageCount();
      const response = await call('POST', '/api/images', { name: 'bild.png', ...(data ? { data } : {}) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({ message, field: 'data' });
      expect(await imageCount()).toBe(before);
    });

    it('refuses pictures too small or too large in pixels, and files over 8 MB', async () => {
      const tiny = await call('POST', '/api/images', {
        name: 'icon.png',
        data: dataUrl('image/png', await picture(16, 40)),
      });
      expect(tiny.json().errors[0]).toEqual({ message: m.imageTooSmall(32, 32), field: 'data' });
      const wide = await call('POST', '/api/images', {
        name: 'panorama.png',
        data: dataUrl('image/png', await picture(10_001, 40)),
      });
      expect(wide.json().errors[0]).toEqual({ message: m.imageTooLarge(10_000, 10_000), field: 'data' });
      const heavy = Buffer.concat([await picture(40, 40), Buffer.alloc(8 * 1024 * 1024)]);
      const large = await call('POST', '/api/images', {
        name: 'gross.png',
        data: dataUrl('image/png', heavy),
      });
      expect(large.json().errors[0]).toEqual({ message: m.fileTooLarge(8), field: 'data' });
    });

    it('keeps the file of an image as it is', async () => {
      const image = (await call('GET', '/api/images')).json().data[0];
      const response = await call('PUT', `/api/images/${image.id}`, {
        ...image,
        data: dataUrl('image/png', await picture(40, 40)),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({ message: contentMessages.imageFileFixed, field: 'data' });
    });

    it('refuses to delete an image a page, a branch or a template still shows, and deletes an unused one', async () => {
      const [about] = await t.database.db.select().from(sites).where(eq(sites.path, 'ueber-uns'));
      const heroImage = (about!.content.body[0]!.value as { image: { id: number } }).image.id;
      const onPage = await call('DELETE', `/api/images/${heroImage}`);
      expect(onPage.statusCode).toBe(409);
      expect(onPage.json().errors[0].message).toBe(
        contentMessages.imageInUse(contentMessages.imageOnSite('ueber-uns')),
      );

      const [branch] = await t.database.db.select().from(branches).limit(1);
      const asLogo = await call('DELETE', `/api/images/${branch!.logoImageId}`);
      expect(asLogo.statusCode).toBe(409);
      expect(asLogo.json().errors[0].message).toBe(inUseMessage('Bild'));

      const unused = (
        await call('POST', '/api/images', {
          name: 'weg.png',
          data: dataUrl('image/png', await picture(64, 64)),
        })
      ).json().data;
      const template = await call('POST', '/api/image-templates', {
        identifier: 'etikett',
        width: 400,
        height: 200,
        layers: [{ type: 'image', x: 0, y: 0, width: 64, height: 64, image: unused.id }],
      });
      expect(template.statusCode).toBe(201);
      const inTemplate = await call('DELETE', `/api/images/${unused.id}`);
      expect(inTemplate.json().errors[0].message).toBe(
        contentMessages.imageInUse(contentMessages.imageInTemplate('etikett')),
      );
      expect((await call('DELETE', `/api/image-templates/${template.json().data.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/images/${unused.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/images/${unused.id}`)).json()).toEqual({
        errors: [{ message: 'Bild wurde nicht gefunden.' }],
      });
    });

    it('is for administrators only', async () => {
      expect((await employee.request({ method: 'GET', url: '/api/images' })).statusCode).toBe(403);
    });
  });

  describe('image templates', () => {
    it('stores layers and answers them on their own', async () => {
      const layers = [
        { type: 'rectangle', x: 0, y: 0, width: 600, height: 300, color: '#313131' },
        { type: 'text', x: 20, y: 40, width: 560, text: 'Tagessuppe', fontSize: 48, color: '#FFFFFF' },
      ];
      const created = await call('POST', '/api/image-templates', {
        identifier: 'tafel',
        name: 'Tafel',
        width: 600,
        height: 300,
        layers,
      });
      expect(created.statusCode).toBe(201);
      const template = created.json().data;
      const answered = await call('GET', `/api/image-templates/${template.id}/layers`);
      expect(answered.json().data).toEqual([layers[0], { ...layers[1], fontFamily: '', align: 'left' }]);
      expect((await call('GET', '/api/image-templates/999999/layers')).statusCode).toBe(404);
      expect(
        (await employee.request({ method: 'GET', url: `/api/image-templates/${template.id}/layers` }))
          .statusCode,
      ).toBe(403);
    });

    it('refuses an unknown image, a bad colour and a duplicate identifier', async () => {
      const base = { identifier: 'schild', width: 100, height: 100 };
      const unknown = await call('POST', '/api/image-templates', {
        ...base,
        layers: [{ type: 'image', x: 0, y: 0, width: 10, height: 10, image: 999_999 }],
      });
      expect(unknown.json().errors[0]).toEqual({
        message: contentMessages.unknownImage,
        field: 'layers.0.image',
      });
      const colour = await call('POST', '/api/image-templates', {
        ...base,
        layers: [{ type: 'rectangle', x: 0, y: 0, width: 10, height: 10, color: 'rot' }],
      });
      expect(colour.statusCode).toBe(400);
      expect(colour.json().errors[0].field).toBe('layers.0.color');
      await call('POST', '/api/image-templates', base);
      expect((await call('POST', '/api/image-templates', base)).statusCode).toBe(409);
    });
  });

  describe('uploads', () => {
    it('keeps the public upload working and lets only administrators list, rename and delete', async () => {
      const file = await uploadFile(
        'Speisekarte.pdf',
        'application/pdf',
        Buffer.from('%PDF-1.4 Speisekarte'),
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/uploads' })).statusCode).toBe(401);
      expect((await employee.request({ method: 'GET', url: `/api/uploads/${file.id}` })).statusCode).toBe(
        403,
      );

      const listed = (await call('GET', '/api/uploads')).json().data;
      expect(listed).toContainEqual(
        expect.objectContaining({ id: file.id, originalName: 'Speisekarte.pdf', extension: 'pdf' }),
      );

      const renamed = await call('PUT', `/api/uploads/${file.id}`, {
        id: file.id,
        originalName: 'Karte Winter.pdf',
      });
      expect(renamed.json().data.originalName).toBe('Karte Winter.pdf');
      const served = await t.app.inject({
        method: 'GET',
        url: `/upload/${file.publicHash}/${file.id}-1.pdf`,
      });
      expect(served.headers['content-disposition']).toContain('Karte%20Winter.pdf');

      const otherType = await call('PUT', `/api/uploads/${file.id}`, {
        id: file.id,
        originalName: 'Karte.exe',
      });
      expect(otherType.json().errors[0]).toEqual({
        message: contentMessages.uploadExtensionFixed('pdf'),
        field: 'originalName',
      });

      expect((await call('DELETE', `/api/uploads/${file.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/uploads/${file.id}`)).json().errors[0].message).toBe(
        'Datei wurde nicht gefunden.',
      );
      const entries = await t.database.db.select().from(logs).where(eq(logs.entityId, file.id));
      expect(entries.filter((entry) => entry.entity === 'upload').map((entry) => entry.action)).toEqual([
        'update',
        'delete',
      ]);
    });
  });

  describe('devices', () => {
    it('creates a printer, issues its API key once and keeps only the hash', async () => {
      const created = await call('POST', '/api/devices', {
        identifier: 'drucker-kueche',
        name: 'Küchendrucker',
        type: 'printer',
        branch: 1,
        settings: { paperWidth: 80, copies: 2, cut: true },
      });
      expect(created.statusCode).toBe(201);
      const device = created.json().data;
      expect(device).toMatchObject({
        hasApiKey: false,
        lastSeenAt: null,
        settings: { paperWidth: 80, copies: 2, cut: true },
      });

      const issued = await call('POST', `/api/devices/${device.id}/api-key`);
      expect(issued.statusCode).toBe(201);
      const apiKey = issued.json().data.apiKey as string;
      expect(apiKey.length).toBeGreaterThanOrEqual(43);
      const [row] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
      expect(row?.apiKeyHash).toBe(createHash('sha256').update(apiKey).digest('hex'));
      expect((await call('GET', `/api/devices/${device.id}`)).json().data.hasApiKey).toBe(true);
      const entries = await t.database.db.select().from(logs).where(eq(logs.entity, 'device'));
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'api-key']);
      expect(JSON.stringify(entries)).not.toContain(apiKey);

      const again = (await call('POST', `/api/devices/${device.id}/api-key`)).json().data.apiKey;
      expect(again).not.toBe(apiKey);
      expect((await call('POST', '/api/devices/999999/api-key')).statusCode).toBe(404);
    });

    it('refuses an unknown kind, an unknown branch and a duplicate identifier', async () => {
      const kind = await call('POST', '/api/devices', { identifier: 'toaster', type: 'toaster' });
      expect(kind.json().errors[0]).toEqual({ message: m.choice, field: 'type' });
      const branch = await call('POST', '/api/devices', { identifier: 'tv-1', type: 'tv', branch: 999 });
      expect(branch.statusCode).toBe(422);
      expect(branch.json().errors[0]).toEqual({ message: m.unknownReference, field: 'branch' });
      const duplicate = await call('POST', '/api/devices', { identifier: 'drucker-kueche', type: 'printer' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors[0]).toEqual({ message: m.alreadyInUse, field: 'identifier' });
    });
  });

  describe('scenes', () => {
    it('stores free content under a unique path and refuses hostile nesting', async () => {
      const created = await call('POST', '/api/scenes', {
        path: 'bildschirm/theke',
        name: 'Theke',
        content: { slides: [1, 2] },
      });
      expect(created.json().data).toMatchObject({ path: 'bildschirm/theke', content: { slides: [1, 2] } });
      expect((await call('POST', '/api/scenes', { path: 'bildschirm/theke' })).statusCode).toBe(409);
      const nested = await admin.request({
        method: 'POST',
        url: '/api/scenes',
        headers: { 'content-type': 'application/json' },
        payload: `{"path":"tief","content":{"deep":${'['.repeat(5000)}1${']'.repeat(5000)}}}`,
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json().errors[0].field).toBe('content');
    });
  });

  describe('digital signage', () => {
    it('builds a stream of segments in order and a TV that plays it', async () => {
      const video = await uploadFile(
        'werbung.mp4',
        'video/mp4',
        Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42isom')]),
      );
      const image = (await call('GET', '/api/images')).json().data[0];
      const pictureSegment = (
        await call('POST', '/api/digital-signage-segments', { name: 'Torte', image: { id: image.id } })
      ).json().data;
      expect(pictureSegment).toMatchObject({
        kind: 'image',
        image: { id: image.id, version: 1 },
        upload: null,
        durationSeconds: 10,
      });
      const videoSegment = (
        await call('POST', '/api/digital-signage-segments', {
          name: 'Spot',
          upload: { id: video.id },
          durationSeconds: 30,
        })
      ).json().data;
      expect(videoSegment).toMatchObject({ kind: 'video', upload: { id: video.id, mimeType: 'video/mp4' } });
      const textSegment = (
        await call('POST', '/api/digital-signage-segments', {
          name: 'Suppe',
          content: { title: 'Tagessuppe', text: 'Kürbis' },
        })
      ).json().data;

      const stream = await call('POST', '/api/digital-signage-streams', {
        name: 'Theke',
        segments: [
          { id: textSegment.id },
          { id: pictureSegment.id },
          { id: textSegment.id },
          { id: videoSegment.id },
        ],
      });
      expect(stream.statusCode).toBe(201);
      expect(stream.json().data.segments.map((segment: { id: number }) => segment.id)).toEqual([
        textSegment.id,
        pictureSegment.id,
        textSegment.id,
        videoSegment.id,
      ]);
      const streamId = stream.json().data.id;

      const inStream = (
        await call('GET', `/api/digital-signage-segments?stream=${streamId}&kind=text`)
      ).json().data;
      expect(inStream.map((segment: { id: number }) => segment.id)).toEqual([textSegment.id]);
      const playing = (await call('GET', `/api/digital-signage-streams?segment=${videoSegment.id}`)).json()
        .data;
      expect(playing.map((entry: { id: number }) => entry.id)).toEqual([streamId]);

      const tv = (
        await call('POST', '/api/digital-signage-devices', {
          identifier: 'tv-theke',
          branch: 1,
          stream: streamId,
        })
      ).json().data;
      expect(tv).toMatchObject({ stream: streamId, hasApiKey: false, isOnline: false, pendingCommand: null });
      await t.database.db
        .update(digitalSignageDevices)
        .set({ lastSeenAt: new Date(fixedNow.getTime() - 60_000) })
        .where(eq(digitalSignageDevices.id, tv.id));
      const online = (await call('GET', '/api/digital-signage-devices?status=online&branch=1')).json().data;
      expect(online.map((entry: { id: number }) => entry.id)).toEqual([tv.id]);
      expect((await call('GET', '/api/digital-signage-devices?status=offline')).json().data).toEqual([]);
      expect((await call('POST', `/api/digital-signage-devices/${tv.id}/api-key`)).statusCode).toBe(201);

      const segmentInUse = await call('DELETE', `/api/digital-signage-segments/${pictureSegment.id}`);
      expect(segmentInUse.statusCode).toBe(409);
      expect(segmentInUse.json().errors[0].message).toBe(inUseMessage('Filmsequenz'));
      expect(
        (await call('DELETE', `/api/digital-signage-streams/${streamId}`)).json().errors[0].message,
      ).toBe(inUseMessage('Stream'));
      expect((await call('DELETE', `/api/uploads/${video.id}`)).json().errors[0].message).toBe(
        inUseMessage('Datei'),
      );

      expect((await call('DELETE', `/api/digital-signage-devices/${tv.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/digital-signage-streams/${streamId}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/digital-signage-segments/${pictureSegment.id}`)).statusCode).toBe(
        204,
      );
    });

    it('refuses a segment with a picture and a video, with nothing to show, or with a file that is no video', async () => {
      const pdf = await uploadFile('karte.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
      const image = (await call('GET', '/api/images')).json().data[0];
      const both = await call('POST', '/api/digital-signage-segments', {
        name: 'x',
        image: { id: image.id },
        upload: { id: pdf.id },
      });
      expect(both.json().errors[0]).toEqual({ message: signageMessages.imageAndVideo, field: 'upload' });
      const nothing = await call('POST', '/api/digital-signage-segments', { name: 'x' });
      expect(nothing.json().errors[0]).toEqual({
        message: signageMessages.nothingToShow,
        field: 'content.title',
      });
      const notVideo = await call('POST', '/api/digital-signage-segments', {
        name: 'x',
        upload: { id: pdf.id },
      });
      expect(notVideo.json().errors[0]).toEqual({ message: signageMessages.notAVideo, field: 'upload' });
      const unknownImage = await call('POST', '/api/digital-signage-segments', {
        name: 'x',
        image: { id: 999_999 },
      });
      expect(unknownImage.statusCode).toBe(422);
      expect(unknownImage.json().errors[0]).toEqual({ message: m.unknownReference, field: 'image' });
      const unknownSegment = await call('POST', '/api/digital-signage-streams', {
        name: 'x',
        segments: [{ id: 999_999 }],
      });
      expect(unknownSegment.statusCode).toBe(422);
      expect(unknownSegment.json().errors[0]).toEqual({ message: m.unknownReference, field: 'segments' });
      const badFilter = await call('GET', '/api/digital-signage-devices?status=kaputt');
      expect(badFilter.json().errors[0]).toEqual({ message: m.choice, field: 'status' });
    });

    it('is for administrators only', async () => {
      for (const url of [
        '/api/digital-signage-segments',
        '/api/digital-signage-streams',
        '/api/digital-signage-devices',
        '/api/devices',
        '/api/scenes',
      ]) {
        expect((await employee.request({ method: 'GET', url })).statusCode).toBe(403);
      }
    });
  });

  it('documents every call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/images/{id}',
        '/api/image-templates/{id}/layers',
        '/api/uploads/{id}',
        '/api/devices/{id}/api-key',
        '/api/scenes',
        '/api/digital-signage-segments',
        '/api/digital-signage-streams/{id}',
        '/api/digital-signage-devices/{id}/api-key',
        '/api/sites/{id}',
        '/api/navigations',
        '/api/working-activities',
        '/api/working-schedules/{id}',
      ]),
    );
  });
});
