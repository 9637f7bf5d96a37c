import { useEffect, useId, useRef, useState } from 'react';
import { PART_TEXT_MAX_LENGTH, type CartItem, type PartAnswer } from '../../../../domain/cart/cart-item.js';
import { isItemValid } from '../../../../domain/cart/item-validity.js';
import { answerFor, isStepValid, partsOf } from '../../../../domain/cart/part-steps.js';
import { priceCartItem } from '../../../../domain/pricing/item-price.js';
import type { Part, Product } from '../../../../domain/schemas/catalog.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { priceWithModel } from '../utils/price-text.js';
import type { UploadedFile } from '../utils/upload-files.js';
import { OptionPart } from './option-parts.js';
import { QuantityPicker } from './quantity-picker.js';
import { UploadPart } from './upload-part.js';

interface ItemOverlayProps {
  product: Product;
  /** The item being edited, or the product's defaults for a new one. */
  initial: CartItem;
  isEditing: boolean;
  currency: string;
  uploads: ReadonlyMap<number, UploadedFile>;
  onUploaded: (file: UploadedFile) => void;
  onSave: (item: CartItem) => void;
  onClose: () => void;
}

/**
 * The modal item editor. A native modal <dialog> makes the page behind it inert (so focus stays
 * inside) and closes on Escape; focus goes back to the button that opened it when it unmounts.
 */
export function ItemOverlay(props: ItemOverlayProps) {
  const { product, initial, isEditing, currency, onSave, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [item, setItem] = useState<CartItem>(initial);
  const [step, setStep] = useState(0);
  const parts = partsOf(product);
  const isStepByStep = product.isStepByStep && parts.length > 0;
  const shownParts = isStepByStep ? parts.slice(step, step + 1) : parts;
  const isLastStep = !isStepByStep || step === parts.length - 1;
  const currentPart = shownParts[0];
  const canGoOn =
    !isStepByStep ||
    currentPart === undefined ||
    isStepValid(currentPart, answerFor(item.parts, currentPart.name));
  const isValid = isItemValid(product, item);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    performance.mark('item-overlay-open');
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const setAnswer = (name: string, answer: PartAnswer) =>
    setItem((current) => ({ ...current, parts: { ...current.parts, [name]: answer } }));

  const priced = priceCartItem(product, item);

  return (
    <dialog
      ref={dialog}
      className="dialog item-overlay"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <form
        className="item-overlay__form"
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isLastStep) {
            if (canGoOn) setStep(step + 1);
            return;
          }
          if (!isValid) return;
          onSave(item);
          dialog.current?.close();
        }}
      >
        <div className="dialog__header">
          <div>
            <h2 id={titleId}>{product.name}</h2>
            {isStepByStep ? (
              <p className="item-overlay__step">{t(de.itemOverlay.step, { n: step + 1, m: parts.length })}</p>
            ) : null}
          </div>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => dialog.current?.close()}
          >
            {de.itemOverlay.close}
          </button>
        </div>
        <div className="dialog__body item-overlay__body">
          {step === 0 && product.description ? (
            <p className="item-overlay__description">{product.description}</p>
          ) : null}
          {shownParts.map((part) => (
            <PartField
              key={part.name}
              part={part}
              answer={answerFor(item.parts, part.name)}
              showHint={isStepByStep && !canGoOn}
              currency={currency}
              uploads={props.uploads}
              onUploaded={props.onUploaded}
              onChange={(answer) => setAnswer(part.name, answer)}
            />
          ))}
          {isLastStep ? (
            <QuantityPicker
              product={product}
              amount={item.amount}
              unit={item.unit}
              onChange={(amount, unit) => setItem((current) => ({ ...current, amount, unit }))}
            />
          ) : null}
        </div>
        <div className="item-overlay__footer">
          {product.isPriceHidden ? null : (
            <p className="item-overlay__price">
              <span>{de.itemOverlay.price}</span>{' '}
              <strong>{priceWithModel(priced.total, priced.calculationModel, currency)}</strong>
            </p>
          )}
          <div className="item-overlay__actions">
            {isStepByStep && step > 0 ? (
              <button type="button" className="button button--secondary" onClick={() => setStep(step - 1)}>
                {de.itemOverlay.back}
              </button>
            ) : null}
            {isLastStep ? (
              <button type="submit" className="button" disabled={!isValid}>
                {isEditing ? de.itemOverlay.save : de.itemOverlay.add}
              </button>
            ) : (
              <button type="submit" className="button" disabled={!canGoOn}>
                {de.itemOverlay.next}
              </button>
            )}
          </div>
          {isLastStep && !isValid ? <p className="item-overlay__hint">{de.itemOverlay.itemInvalid}</p> : null}
        </div>
      </form>
    </dialog>
  );
}

interface PartFieldProps extends Pick<ItemOverlayProps, 'currency' | 'uploads' | 'onUploaded'> {
  part: Part;
  answer: PartAnswer | undefined;
  showHint: boolean;
  onChange: (answer: PartAnswer) => void;
}

function PartField({ part, answer, showHint, onChange, currency, uploads, onUploaded }: PartFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const legend = (
    <>
      {part.name}{' '}
      <span className="part-field__requirement">
        {part.isOptional ? de.itemOverlay.optional : de.itemOverlay.required}
      </span>
    </>
  );
  const description = part.description ? <p className="part-field__description">{part.description}</p> : null;
  const hint = showHint ? (
    <p id={hintId} className="part-field__hint">
      {de.itemOverlay.stepInvalid}
    </p>
  ) : null;

  switch (part.type) {
    case 'select':
    case 'multiselect':
      return (
        <fieldset className="part-field" aria-describedby={showHint ? hintId : undefined}>
          <legend className="part-field__legend">{legend}</legend>
          {description}
          <OptionPart part={part} answer={answer} currency={currency} onChange={onChange} />
          {hint}
        </fieldset>
      );
    case 'text':
    case 'textarea': {
      const text = answer?.kind === 'text' ? answer.text : '';
      const common = {
        id,
        className: 'field__input',
        value: text,
        maxLength: PART_TEXT_MAX_LENGTH,
        required: !part.isOptional,
        'aria-describedby': showHint ? hintId : undefined,
        onChange: (event: { target: { value: string } }) =>
          onChange({ kind: 'text', text: event.target.value }),
      };
      return (
        <div className="field part-field">
          <label className="field__label part-field__legend" htmlFor={id}>
            {legend}
          </label>
          {description}
          {part.type === 'text' ? <input type="text" {...common} /> : <textarea rows={4} {...common} />}
          {hint}
        </div>
      );
    }
    case 'file':
    case 'files':
    case 'image':
    case 'images':
      return (
        <div className="part-field">
          <p id={`${id}-label`} className="field__label part-field__legend">
            {legend}
          </p>
          {description}
          <UploadPart
            part={part}
            labelId={`${id}-label`}
            answer={answer}
            uploads={uploads}
            onUploaded={onUploaded}
            onChange={onChange}
          />
          {hint}
        </div>
      );
  }
}
