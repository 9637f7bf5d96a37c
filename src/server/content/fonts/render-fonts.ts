import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontFamilies } from './font-packages.js';
import { woffToSfnt } from './woff-to-sfnt.js';

/** Image templates name a family only, so the regular face is enough; latin-ext has the rest of Europe. */
const SUBSETS = ['latin', 'latin-ext'] as const;
const FACE = '400-normal';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Written beside and then renamed, so another process reading the folder never sees half a file. */
function writeWhole(path: string, content: Buffer | string): void {
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, content);
  renameSync(partial, path);
}

let installed: string | undefined;

/**
 * Makes the served @fontsource families known to fontconfig, where librsvg inside sharp looks for the
 * fonts of a template's text: each family's regular face unpacked from WOFF to TrueType into a folder,
 * and a fontconfig file that adds that folder to the system's (or the operator's) configuration.
 * fontconfig reads `FONTCONFIG_FILE` once, when sharp first draws text, so this runs before any render;
 * it does its work once per process and answers the folder.
 */
export function installRenderFonts(folder = join(tmpdir(), 'tischlein-render-fonts')): string {
  if (installed !== undefined) return installed;
  const fonts = join(folder, 'fonts');
  mkdirSync(fonts, { recursive: true });
  for (const family of fontFamilies()) {
    for (const subset of SUBSETS) {
      const woff = join(family.folder, 'files', `${family.id}-${subset}-${FACE}.woff`);
      const target = join(fonts, `${family.id}-${subset}-${FACE}.ttf`);
      if (existsSync(woff) && !existsSync(target)) writeWhole(target, woffToSfnt(readFileSync(woff)));
    }
  }
  const file = join(folder, 'fonts.conf');
  // A process that installed them before (a test worker reused) must not include its own file.
  const configured = process.env.FONTCONFIG_FILE;
  const base = configured === undefined || configured === file ? '/etc/fonts/fonts.conf' : configured;
  const config = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${escapeXml(base)}</include>`,
    `  <dir>${escapeXml(fonts)}</dir>`,
    `  <cachedir>${escapeXml(join(folder, 'cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  writeWhole(file, config);
  process.env.FONTCONFIG_FILE = file;
  installed = folder;
  return folder;
}
