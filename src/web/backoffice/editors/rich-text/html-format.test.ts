import { describe, expect, it } from 'vitest';
import { formatSelection } from './html-format.js';

describe('formatSelection', () => {
  it('wraps the selection and keeps it selected', () => {
    const edit = formatSelection('Frisch aus dem Ofen', 7, 10, 'bold');
    expect(edit.text).toBe('Frisch <strong>aus</strong> dem Ofen');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('aus');
    expect(formatSelection('Text', 0, 4, 'paragraph').text).toBe('<p>Text</p>');
    expect(formatSelection('Titel', 0, 5, 'heading').text).toBe('<h3>Titel</h3>');
    expect(formatSelection('ab', 2, 0, 'italic').text).toBe('<em>ab</em>');
  });

  it('inserts empty tags at the caret', () => {
    const edit = formatSelection('ab', 1, 1, 'bold');
    expect(edit.text).toBe('a<strong></strong>b');
    expect(edit.selectionStart).toBe(9);
  });

  it('makes a link with the caret in its address', () => {
    const edit = formatSelection('Jetzt bestellen', 0, 15, 'link');
    expect(edit.text).toBe('<a href="">Jetzt bestellen</a>');
    expect(edit.selectionStart).toBe('<a href="'.length);
    expect(edit.selectionEnd).toBe(edit.selectionStart);
  });

  it('makes each selected line a list item, escaping plain text', () => {
    expect(formatSelection('Brot\n\nSemmeln & Gebäck\n', 0, 23, 'list').text).toBe(
      '<ul><li>Brot</li><li>Semmeln &amp; Gebäck</li></ul>',
    );
    const empty = formatSelection('', 0, 0, 'list');
    expect(empty.text).toBe('<ul><li></li></ul>');
    expect(empty.selectionStart).toBe('<ul><li>'.length);
  });
});
