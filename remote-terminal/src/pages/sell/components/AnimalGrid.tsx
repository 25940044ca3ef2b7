import { ANIMALS } from '@banca/contracts/draw-rules';

/**
 * The 38 animalitos as buttons, number and name, five to a row (each at least 48 px high and
 * about 66 px wide on a 390 px phone): a tap picks the animal, then the amount.
 */
export function AnimalGrid({
  selected,
  disabled,
  onPick,
}: {
  selected: string | null;
  disabled: boolean;
  onPick: (number: string) => void;
}) {
  return (
    <fieldset className="t-fieldset">
      <legend className="t-visually-hidden">Animalitos</legend>
      <div className="t-animals">
        {ANIMALS.map((animal) => (
          <button
            key={animal.number}
            type="button"
            className="t-choice t-animal"
            aria-pressed={selected === animal.number}
            disabled={disabled}
            onClick={() => onPick(animal.number)}
          >
            {/* The space names it «00 Ballena» (its column layout does not show it). */}
            <strong>{animal.number}</strong> <small>{animal.name}</small>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
