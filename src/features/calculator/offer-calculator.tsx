import { Suspense, lazy, useState, type ComponentType } from 'react'
import { layoutCopy, offerCopy } from '../../../content/data'
import { ButtonLink, buttonClasses } from '../../components/ui/button'
import { NoScriptCallNotice, PhoneLink } from '../../components/ui/phone-link'
import { fillCopy } from '../../../content/fill-copy'
import { formatUsd } from '../../lib/format'
import { pagePath } from '../../routing/paths'
import { placeOf, trackEvent } from '../../lib/data-layer'
import { AmountSlider } from './amount-slider'
import { estimateCashOffer, initialOfferInputs, type OfferInputs } from './offer-formula'
import { offerHandoffSearch } from './offer-handoff'

/**
 * What the estimate comes with, loaded when the visitor first reaches into the calculator. Should it fail to load (a
 * new release replaced it, or the connection dropped), the estimate shows without it rather than taking the page down.
 */
type Explained = ComponentType<{ inputs: OfferInputs }>
let explained: Promise<{ OfferExplained: Explained }> | undefined
const nothing: Explained = () => null
const loadExplained = () => (explained ??= import('./offer-explained').catch(() => ({ OfferExplained: nothing })))
const OfferExplained = lazy(async () => ({ default: (await loadExplained()).OfferExplained }))

/**
 * Two sliders, whose amounts can also be typed, and the estimate of the 70% rule. The result stays hidden until the
 * visitor asks for it, then follows every change, with where the rest of the value goes and a net sheet against
 * listing with an agent. Without JavaScript the sliders move but nothing can work out the estimate, so the page says
 * so and offers the phone (styles.css shows that note only when scripting is off).
 */
export function OfferCalculator({ town }: { town?: { pageSlug: string; city: string } }) {
  const [inputs, setInputs] = useState(initialOfferInputs)
  const [revealed, setRevealed] = useState(false)
  const offer = estimateCashOffer(inputs)
  const calculateLabel = town ? fillCopy(offerCopy.calculateTown, { city: town.city }) : offerCopy.calculateGeneric

  return (
    <div
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
      data-testid="offer-calculator"
      onPointerDown={() => void loadExplained()}
      onFocus={() => void loadExplained()}
    >
      <div className="space-y-8">
        <AmountSlider
          settings={offerCopy.arv}
          value={inputs.arv}
          onValueChange={(arv) => setInputs((current) => ({ ...current, arv }))}
        />
        <AmountSlider
          settings={offerCopy.repairs}
          value={inputs.repairs}
          onValueChange={(repairs) => setInputs((current) => ({ ...current, repairs }))}
        />
      </div>
      <NoScriptCallNotice text={offerCopy.noScript} className="mt-6" />
      <button
        type="button"
        data-requires-script=""
        className={buttonClasses('primary', 'mt-8 w-full text-lg')}
        onClick={() => {
          setRevealed(true)
          // What was calculated stays here: the event says only where (src/lib/data-layer.ts).
          trackEvent({ event: 'calculator_result', ...placeOf(location.pathname) })
        }}
      >
        {calculateLabel}
      </button>
      <div aria-live="polite" data-testid="offer-result">
        {revealed && (
          <div className="mt-8 rounded-xl bg-green-50 p-6 text-center ring-1 ring-green-200">
            <h2 className="text-lg font-semibold text-slate-700">{offerCopy.resultHeading}</h2>
            {/* "An estimate, not an offer" is read before the amount, not beside the button (decision 0012). */}
            <p className="mx-auto mt-2 max-w-md text-sm text-slate-600" data-testid="offer-note">
              {offerCopy.resultNote}
            </p>
            <p className="mt-3 text-4xl font-extrabold text-brand tabular-nums md:text-5xl" data-testid="offer-amount">
              {formatUsd(offer)}
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink href={`${pagePath('contact')}${offerHandoffSearch({ ...inputs, townSlug: town?.pageSlug })}`}>
                {offerCopy.accept}
              </ButtonLink>
              <PhoneLink variant="outline" label={layoutCopy.callLabel} />
            </div>
          </div>
        )}
      </div>
      {revealed && (
        <Suspense fallback={null}>
          <OfferExplained inputs={inputs} />
        </Suspense>
      )}
    </div>
  )
}
