/**
 * The exact search under solve.ts, on plain numbers: of screenings in
 * programme order, the chain (a plan, read in programme order) with the best
 * score, every kept one in it, no two conflicting, at most one per film.
 *
 * Without two of those rules (one showing per film, and conflicts between
 * screenings that are not next to each other in the chain) the best chain is
 * a longest path, found in one sweep: every part of the score, the
 * tie-breakers too, is a sum over single screenings and consecutive pairs.
 * That path, the one whose ids come first among the best, is the answer when
 * it breaks neither rule. When it does, the search splits on a screening of
 * the offending pair (branch and bound): a branch for each showing left of
 * its film and one without the film, or one with the screening and one
 * without. Each branch is bounded twice: by its plain longest path, and by
 * one where each showing of a film pays a price for counting it (Lagrangian
 * relaxation), which is far closer in gain when most wished films fit but,
 * being fractional, says nothing of the tie-breakers. Where no plan of a
 * branch can have more gain than the best plan found, only the tie-breakers
 * are left, and the prices move into them (`settle`). Branches are taken best bound first, each
 * split's first branch at once, until none can beat the best plan found.
 * A best plan with every film a plan could have is polished first (one screening
 * swapped at a time, while the tie-breakers gain): with the gain settled, the
 * search is left proving the tie-breakers, and a better plan to beat prunes it
 * at once.
 * The property test (__tests__/planner/make-plan/solve-exhaustive.test.ts)
 * holds it to an exhaustive search.
 */

/* eslint-disable @typescript-eslint/no-non-null-assertion --
 * A numeric kernel: every typed array here is read at indices the loops keep
 * in bounds, hundreds of times a sweep, and `?? 0` at each would be noise in
 * the arithmetic and a test in the hottest loop of the plan-maker.
 */

export interface ChainProblem {
  /** In programme order; compared by UTF-16 code units for the final tie. */
  ids: readonly string[]
  /** The Oslo day of each, as a number that grows with the programme. */
  day: readonly number[]
  venue: readonly number[]
  /** Minutes after the midnight that starts the screening's day. */
  endMinutes: readonly number[]
  /** In every chain, whatever it conflicts with. */
  kept: readonly boolean[]
  /** The film of each screening that is not kept; -1 for a kept one (its film is seen already). */
  film: readonly number[]
  /** What the screening adds of must and want, as one number that ranks them. */
  gain: readonly number[]
  /** In the plan as it is (`current`): keeping it is one change fewer. */
  current: readonly boolean[]
  /** For each screening, the later ones it cannot share a plan with (clash or pause); none for a kept one. */
  conflicts: readonly (readonly number[])[]
}

const NONE = -Infinity

/**
 * A branch of the search: what it rules out and what it must keep, as bits;
 * a bound on what it can score; and the prices its bound was found with.
 */
interface Branch {
  blocked: Int32Array
  forced: Int32Array
  boundG: number
  boundR: number
  /** The bound without prices: looser in gain, but whole, so it bounds the rest too when it ties the best plan. */
  plainG: number
  plainR: number
  /** Per film, what each of its showings pays, in gain, for the right to count the film. */
  prices: Float64Array
  /** The same in the tie-breakers, once the gain is settled. */
  restPrices: Float64Array
}

/**
 * Gains are counted in 64ths of a "vil gjerne se", so that prices can be
 * fine and every sum stays a whole number.
 */
const PARTS = 64

/** Rounds of pricing at the start, and in each branch after (which starts from its parent's prices). */
const FIRST_ROUNDS = 60
const BRANCH_ROUNDS = 4
const MORE_ROUNDS = 30

/**
 * The indices of the best chain, in programme order. Scores are pairs
 * (gain, rest), compared gain first; `rest` holds the tie-breakers as one
 * integer.
 */
export function bestChain(problem: ChainProblem): number[] {
  const { ids, conflicts } = problem
  const n = ids.length
  const words = (n + 31) >>> 5
  const day = Int32Array.from(problem.day)
  const venue = Int32Array.from(problem.venue)
  const end = Float64Array.from(problem.endMinutes)
  const kept = Uint8Array.from(problem.kept, Number)
  const worth = Float64Array.from(problem.gain, (gain) => gain * PARTS)
  const filmOf = Int32Array.from(problem.film)
  /** What each screening adds in the sweep under way: its worth less its film's price. */
  const gain = worth.slice()

  // The tie-breakers as one integer: current screenings kept, then venue
  // changes, then lateness, each weighed above all that follows can add up to.
  const lastEnds = new Map<number, number>()
  end.forEach((minutes, i) => lastEnds.set(day[i]!, Math.max(lastEnds.get(day[i]!) ?? 0, Math.abs(minutes))))
  const venueWeight = 2 * [...lastEnds.values()].reduce((sum, minutes) => sum + minutes, 0) + 1
  const currentWeight = venueWeight * (n + 1)
  const rest = Float64Array.from(problem.current, (inCurrent) => (inCurrent ? currentWeight : 0))
  const restNow = rest.slice()

  const venues = Math.max(0, ...venue) + 1
  /** The first screening of a later day than each. */
  const dayEnd = new Int32Array(n)
  for (let i = n - 1; i >= 0; i -= 1) dayEnd[i] = i + 1 < n && day[i + 1] === day[i] ? dayEnd[i + 1]! : i + 1
  /** From each screening on, the first at each venue the same day (-1: none), and each one's next at its own venue. */
  const firstAt = new Int32Array(n * venues).fill(-1)
  const sameVenueNext = new Int32Array(n).fill(-1)
  for (let i = n - 1; i >= 0; i -= 1) {
    if (i + 1 < n && day[i + 1] === day[i]) {
      firstAt.copyWithin(i * venues, (i + 1) * venues, (i + 2) * venues)
      sameVenueNext[i] = firstAt[(i + 1) * venues + venue[i]!]!
    }
    firstAt[i * venues + venue[i]!] = i
  }

  // What choosing each rules out (its conflicts and its film's other
  // showings), as bits. The later screenings that may follow each in a
  // chain: all from `safe` on, and before it those listed in `near`.
  const blocks = new Int32Array(n * words)
  const block = (row: number, bit: number) => {
    blocks[row * words + (bit >>> 5)]! |= 1 << (bit & 31)
  }
  const has = (bits: Int32Array, offset: number, bit: number) => (bits[offset + (bit >>> 5)]! & (1 << (bit & 31))) !== 0
  const safe = new Int32Array(n)
  const nearFrom = new Int32Array(n + 1)
  const near: number[] = []
  const films = Math.max(-1, ...filmOf) + 1
  const showingsOf: number[][] = Array.from({ length: films }, () => [])
  for (let i = 0; i < n; i += 1) {
    const later = conflicts[i] ?? []
    later.forEach((j) => {
      block(i, j)
      block(j, i)
    })
    const reach = later.reduce((max, j) => Math.max(max, j), i) + 1
    safe[i] = reach
    nearFrom[i] = near.length
    for (let j = i + 1; j < reach; j += 1) if (!later.includes(j)) near.push(j)
    if (filmOf[i]! >= 0) showingsOf[filmOf[i]!]!.push(i)
  }
  nearFrom[n] = near.length
  const nearList = Int32Array.from(near)
  showingsOf.forEach((showings) => showings.forEach((a) => showings.forEach((b) => a !== b && block(a, b))))

  const byId = Array.from({ length: n }, (_, i) => i).sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1))
  const idRank = new Int32Array(n)
  byId.forEach((i, rank) => (idRank[i] = rank))
  const byWorth = byId.filter((k) => !kept[k] && filmOf[k]! >= 0).sort((a, b) => worth[b]! - worth[a]!)

  // The longest path of a branch: for each free screening, the best score of
  // a chain from it on (bestG, bestR), swept backwards, with running maxima
  // that stop at a day's end (dayG, and per venue) or at a screening the
  // branch must keep (all of them: no chain jumps over one).
  const bestG = new Float64Array(n)
  const bestR = new Float64Array(n)
  const segG = new Float64Array(n)
  const segR = new Float64Array(n)
  const dayG = new Float64Array(n)
  const dayR = new Float64Array(n)
  // Per venue, only through the screenings at it: the running maximum of a
  // venue at a screening is its own or the next one's at that venue that day,
  // so a sweep keeps one per screening instead of one per venue.
  const venueG = new Float64Array(n)
  const venueR = new Float64Array(n)
  // The screening each maximum is reached through (-1: none), and each
  // screening's best next one (-1: the chain ends with it), for `trace`.
  const segI = new Int32Array(n)
  const dayI = new Int32Array(n)
  const venueI = new Int32Array(n)
  const nextOf = new Int32Array(n)
  let start = -1

  /** Sweeps the branch; returns its bound, and leaves the paths in bestG/bestR for `trace`. */
  /** Whether (ag, ar) reached through `ai` beats (bg, br) through `bi`: by score, then by the lower id. */
  const ahead = (ag: number, ar: number, ai: number, bg: number, br: number, bi: number) =>
    ag > bg || (ag === bg && (ar > br || (ar === br && ai >= 0 && bi >= 0 && idRank[ai]! < idRank[bi]!)))

  /**
   * A running maximum at `at`: the one at `from` carried on where the run
   * goes on and that one is ahead, else the screening's own (if it counts).
   */
  function carry(
    G: Float64Array,
    R: Float64Array,
    I: Int32Array,
    at: number,
    from: number,
    onward: boolean,
    own: boolean,
    g: number,
    r: number,
    k: number,
  ): void {
    if (onward && (!own || ahead(G[from]!, R[from]!, I[from]!, g, r, k))) {
      G[at] = G[from]!
      R[at] = R[from]!
      I[at] = I[from]!
    } else {
      G[at] = own ? g : NONE
      R[at] = own ? r : NONE
      I[at] = own ? k : -1
    }
  }

  function sweep({ blocked, forced }: Pick<Branch, "blocked" | "forced">): [number, number] {
    // The best step on from the screening in hand (cg, cr, through ci; -1:
    // the chain ends there, which comes first among equals).
    let cg = NONE
    let cr = NONE
    let ci = -1
    const take = (tg: number, tr: number, ti: number) => {
      if (tg > cg || (tg === cg && ahead(tg, tr, ti, cg, cr, ci))) {
        cg = tg
        cr = tr
        ci = ti
      }
    }
    let upcoming = n
    for (let k = n - 1; k >= 0; k -= 1) {
      let g = NONE
      let r = NONE
      const bit = 1 << (k & 31)
      const must = kept[k] === 1 || (forced[k >>> 5]! & bit) !== 0
      if (kept[k] || (blocked[k >>> 5]! & bit) === 0) {
        const limit = Math.min(upcoming, n - 1)
        const endK = end[k]!
        const venueK = venue[k]!
        const dayK = day[k]!
        cg = upcoming === n ? 0 : NONE
        cr = upcoming === n ? -endK : NONE
        ci = -1
        for (let at = nearFrom[k]!, stop = nearFrom[k + 1]!; at < stop; at += 1) {
          const j = nearList[at]!
          if (j > limit) break
          take(bestG[j]!, bestR[j]! + (day[j] === dayK ? (venue[j] === venueK ? 0 : -venueWeight) : -endK), j)
        }
        const a = safe[k]!
        if (a <= limit) {
          if (day[a] === dayK) {
            const at = firstAt[a * venues + venueK]!
            if (at >= 0 && at <= upcoming) take(venueG[at]!, venueR[at]!, venueI[at]!)
            take(dayG[a]!, dayR[a]! - venueWeight, dayI[a]!)
            const b = dayEnd[k]!
            if (b <= limit) take(segG[b]!, segR[b]! - endK, segI[b]!)
          } else take(segG[a]!, segR[a]! - endK, segI[a]!)
        }
        g = gain[k]! + cg
        r = restNow[k]! + cr
        nextOf[k] = ci
      }
      bestG[k] = g
      bestR[k] = r
      const onward = !must && k + 1 < n
      const sameDay = onward && day[k + 1] === day[k]
      const own = g !== NONE
      carry(segG, segR, segI, k, k + 1, onward, own, g, r, k)
      carry(dayG, dayR, dayI, k, k + 1, sameDay, own, g, r, k)
      const sameVenue = sameVenueNext[k]!
      carry(venueG, venueR, venueI, k, sameVenue, !must && sameVenue >= 0 && sameVenue <= upcoming, own, g, r, k)
      if (must) upcoming = k
    }
    // A chain starts anywhere up to the first screening it must keep, or is empty if it keeps none.
    let topG = upcoming === n ? 0 : NONE
    let topR = upcoming === n ? 0 : NONE
    start = -1
    for (let j = 0, limit = Math.min(upcoming, n - 1); j <= limit; j += 1) {
      if (ahead(bestG[j]!, bestR[j]!, j, topG, topR, start)) {
        topG = bestG[j]!
        topR = bestR[j]!
        start = j
      }
    }
    return [topG, topR]
  }

  /** The branch's best path whose ids come first, after `sweep`: the steps it chose. */
  function trace(): number[] {
    const path: number[] = []
    for (let k = start; k >= 0; k = nextOf[k]!) path.push(k)
    return path
  }

  /** The first two screenings of the path that may not share a plan, or undefined when it is a plan. */
  function offending(path: readonly number[]): [number, number] | undefined {
    // The path is in programme order: `later` holds the steps after the one
    // in hand, and its lowest bit that the step rules out is the first such.
    later.fill(0)
    for (const k of path) later[k >>> 5]! |= 1 << (k & 31)
    for (const a of path) {
      later[a >>> 5]! &= ~(1 << (a & 31))
      for (let w = 0, row = a * words; w < words; w += 1) {
        const both = later[w]! & blocks[row + w]!
        if (both !== 0) return [a, (w << 5) + 31 - Math.clz32(both & -both)]
      }
    }
    return undefined
  }

  // The best plan found so far, and its score.
  let best: number[] = []
  let planG = NONE
  let planR = NONE
  /** The gain of a plan with every wished film that has a showing: once the best has it, only the tie-breakers are left. */
  let fullGain = Infinity
  /** Whether a plan scored (g, r) beats the best, its ids coming first among plans of its score. */
  const beats = (g: number, r: number, plan: readonly number[]) => {
    if (g !== planG || r !== planR) return g > planG || (g === planG && r > planR)
    const first = plan.findIndex((index, t) => index !== best[t])
    if (first < 0) return plan.length < best.length
    return first < best.length && idRank[plan[first]!]! < idRank[best[first]!]!
  }
  const offer = (plan: number[]) => {
    let [g, r] = scoreOf(plan)
    if (!beats(g, r, plan)) return
    if (g === fullGain) [plan, g, r] = polished(plan, g, r)
    best = plan
    planG = g
    planR = r
  }

  const uses = new Int32Array(films)
  const taken = new Int32Array(words)
  const later = new Int32Array(words)

  /**
   * A new best plan, bettered where one screening can give way to another
   * (another showing of its film, or another film worth as much) or one more
   * fits: a plan to beat found early prunes the search more.
   */
  function polished(plan: number[], g: number, r: number): [number[], number, number] {
    for (let at = -1; at < plan.length; at += 1) {
      const out = at < 0 ? -1 : plan[at]!
      if (out >= 0 && kept[out]) continue
      taken.fill(0)
      for (const k of plan) {
        if (k === out) continue
        for (let w = 0, row = k * words; w < words; w += 1) taken[w]! |= blocks[row + w]!
        taken[k >>> 5]! |= 1 << (k & 31)
      }
      for (let c = 0; c < n; c += 1) {
        if (c === out || kept[c] || has(taken, 0, c) || (out >= 0 && worth[c]! < worth[out]!)) continue
        const next = plan.filter((k) => k !== out)
        next.push(c)
        next.sort((x, y) => x - y)
        const [ng, nr] = scoreOf(next)
        if (ng > g || (ng === g && nr > r)) {
          plan = next
          g = ng
          r = nr
          at = -2
          break
        }
      }
    }
    return [plan, g, r]
  }

  /** The score of a chain as it is: its worth, and its tie-breakers. */
  function scoreOf(chain: readonly number[]): [number, number] {
    let g = 0
    let r = 0
    chain.forEach((k, t) => {
      g += worth[k]!
      r += rest[k]!
      const next = chain[t + 1]
      if (next === undefined || day[next] !== day[k]) r -= end[k]!
      else if (venue[next] !== venue[k]) r -= venueWeight
    })
    return [g, r]
  }

  /**
   * The path made a plan: each screening that one before it rules out is
   * left out, and then each free one that fits what is left is put in, the
   * most worth first (a plan to beat, not the best).
   */
  function repaired(path: readonly number[], blocked: Int32Array): number[] {
    taken.set(blocked)
    const plan = path.filter((k) => {
      if (has(taken, 0, k) && !kept[k]) return false
      for (let w = 0, row = k * words; w < words; w += 1) taken[w]! |= blocks[row + w]!
      return true
    })
    plan.forEach((k) => (taken[k >>> 5]! |= 1 << (k & 31)))
    for (const k of byWorth) {
      if (has(taken, 0, k)) continue
      for (let w = 0, row = k * words; w < words; w += 1) taken[w]! |= blocks[row + w]!
      taken[k >>> 5]! |= 1 << (k & 31)
      plan.push(k)
    }
    return plan.sort((a, b) => a - b)
  }

  /** The films of which the branch still has two showings or more: only they can be shown twice, so only they are priced. */
  function pricedFilms(blocked: Int32Array, prices: Float64Array): number[] {
    const priced: number[] = []
    for (let f = 0; f < films; f += 1) {
      let free = 0
      for (const k of showingsOf[f]!) if (!has(blocked, 0, k)) free += 1
      if (free > 1) priced.push(f)
      else prices[f] = 0
    }
    return priced
  }

  /**
   * Follows the best path of the branch at its prices: the plan it gives is
   * offered, how often it shows each film is counted in `uses`, and the
   * answer is the pair of screenings it wrongly has together, if any.
   */
  function follow(blocked: Int32Array): { path: number[]; pair: [number, number] | undefined } {
    const path = trace()
    uses.fill(0)
    for (const k of path) if (filmOf[k]! >= 0) uses[filmOf[k]!] = uses[filmOf[k]!]! + 1
    const pair = offending(path)
    offer(pair === undefined ? path : repaired(path, blocked))
    return { path, pair }
  }

  /**
   * Moves the prices one subgradient step (Polyak's, halved when the bound
   * stalls): up for a film the path shows twice, down for one it leaves out.
   * Returns the squared length of the step's direction (0: nothing to move).
   */
  function reprice(priced: readonly number[], prices: Float64Array, gap: number, size: number, least = 0): number {
    const norm = priced.reduce((sum, f) => sum + (uses[f]! - 1) ** 2, 0)
    if (norm === 0) return 0
    priced.forEach((f) => {
      const move = uses[f]! - 1
      if (move !== 0)
        prices[f] = Math.max(
          least,
          prices[f]! + Math.sign(move) * Math.max(1, Math.round((size * gap * Math.abs(move)) / norm)),
        )
    })
    return norm
  }

  /** Where to split a branch whose path is a plan that falls short of the bound: a showing of a priced film it leaves out. */
  function unpaidShowing(priced: readonly number[], prices: Float64Array, blocked: Int32Array): number {
    const film = priced.find((f) => uses[f] === 0 && prices[f]! > 0)
    return film === undefined ? -1 : (showingsOf[film]!.find((k) => !has(blocked, 0, k)) ?? -1)
  }

  // Branches, highest bound first (a binary heap).
  const heap: Branch[] = []
  const above = (x: Branch, y: Branch) => x.boundG > y.boundG || (x.boundG === y.boundG && x.boundR > y.boundR)
  const push = (branch: Branch) => {
    heap.push(branch)
    for (let at = heap.length - 1; at > 0;) {
      const parent = (at - 1) >> 1
      if (!above(heap[at]!, heap[parent]!)) break
      ;[heap[at], heap[parent]] = [heap[parent]!, heap[at]!]
      at = parent
    }
  }
  const pop = (): Branch => {
    const top = heap[0]!
    const last = heap.pop()!
    if (heap.length > 0) {
      heap[0] = last
      for (let at = 0; ;) {
        const [left, right] = [2 * at + 1, 2 * at + 2]
        let first = at
        if (left < heap.length && above(heap[left]!, heap[first]!)) first = left
        if (right < heap.length && above(heap[right]!, heap[first]!)) first = right
        if (first === at) break
        ;[heap[at], heap[first]] = [heap[first]!, heap[at]!]
        at = first
      }
    }
    return top
  }

  /** The branch with `at` in every plan, and so none of what it rules out. */
  function withScreening(branch: Branch, at: number): Branch {
    const blocked = branch.blocked.slice()
    const forced = branch.forced.slice()
    forced[at >>> 5]! |= 1 << (at & 31)
    for (let w = 0, row = at * words; w < words; w += 1) blocked[w]! |= blocks[row + w]!
    return { ...branch, blocked, forced }
  }

  /**
   * Splits a branch on screening `at`: for a film, into a branch for each of
   * its showings left and one without the film; else into one with `at` and
   * one without.
   */
  function split(branch: Branch, at: number): Branch[] {
    const film = filmOf[at]!
    const free = film < 0 ? [] : showingsOf[film]!.filter((k) => !has(branch.blocked, 0, k))
    const options = free.length > 1 ? free : [at]
    const without = { ...branch, blocked: branch.blocked.slice() }
    options.forEach((k) => (without.blocked[k >>> 5]! |= 1 << (k & 31)))
    return [...options.map((k) => withScreening(branch, k)), without]
  }

  /**
   * What the branch's bound says of the plans in it: a plan's gain is whole
   * 64ths, so a bound a fraction over a whole number promises only that
   * number, and of its rest nothing.
   */
  const hopeless = (g: number, r: number) => {
    const whole = Math.floor(g / PARTS) * PARTS
    return whole < planG || (whole === planG && whole === g && r < planR)
  }

  /**
   * Bounds a branch, and ends it or splits it. Without prices the bound lets
   * a film count once per showing; a price on each showing of a film, paid
   * back once for the film, keeps it a bound (a plan shows a film at most
   * once) and brings it down to what a plan can have. A path that breaks no
   * rule and scores the whole bound is the branch's best, and among its
   * equals the first by ids; otherwise, after a few rounds of pricing, the
   * branch is split on a screening of what the path got wrong.
   */
  function evaluate(branch: Branch, rounds: number): Branch[] {
    const prices = branch.prices.slice()
    const priced = pricedFilms(branch.blocked, prices)
    let { boundG, boundR } = branch
    const cap = capOf(branch.blocked)
    if (cap < planG) return []
    if (cap === planG) return settle(branch, rounds, true, branch.plainG === planG ? branch.plainR : Infinity, -1)
    gain.set(worth)
    const [plainG, plainR] = sweep(branch)
    if (plainG === NONE || hopeless(plainG, plainR)) return []
    const plain = follow(branch.blocked)
    if (plainG === planG && plainR === planR && !beats(plainG, plainR, plain.path)) return []
    if (plain.pair === undefined) return []
    if (cap === planG) return settle(branch, rounds, true, plainG === planG ? plainR : Infinity, plain.pair[1])
    if (plainG <= planG) return settle(branch, rounds, false, plainR, plain.pair[1])
    let size = 2
    let stale = 0
    for (let round = 0; ; round += 1) {
      for (let k = 0; k < n; k += 1) gain[k] = worth[k]! - (filmOf[k]! >= 0 ? prices[filmOf[k]!]! : 0)
      const [g, r] = sweep(branch)
      if (g === NONE) return []
      let valueG = g
      for (const f of priced) valueG += prices[f]!
      if (valueG < boundG || (valueG === boundG && r < boundR)) {
        boundG = valueG
        boundR = r
        stale = 0
      } else stale += 1
      if (hopeless(boundG, boundR)) return []
      const { path, pair } = follow(branch.blocked)
      // A plan of the branch that scores the bound is one of the best paths at
      // these prices, so when the bound only ties the best plan, it cannot
      // come first unless the first of those paths does.
      if (valueG === planG && r === planR && !beats(valueG, r, path)) return []
      if (pair === undefined && scoreOf(path)[0] === valueG) return []
      if (hopeless(boundG, boundR)) return []
      const at = pair ? pair[1] : unpaidShowing(priced, prices, branch.blocked)
      const gap = planG === NONE ? valueG / 16 : valueG - planG
      // While the bound promises a whole part more than the best plan, price on:
      // the branch's true bound is no higher than its parent's, so it often does not.
      const more = Math.floor(boundG / PARTS) * PARTS > planG ? Math.max(rounds, MORE_ROUNDS) : rounds
      if (round + 1 >= more || gap <= 0 || reprice(priced, prices, gap, size) === 0) {
        return at >= 0 ? split({ ...branch, boundG, boundR, plainG, plainR, prices }, at) : []
      }
      if (stale >= 2) {
        size /= 2
        stale = 0
      }
    }
  }

  /** The most gain a plan of the branch can have: every film it has a showing of, once, and what is kept. */
  function capOf(blocked: Int32Array): number {
    let cap = 0
    for (let k = 0; k < n; k += 1) if (kept[k]) cap += worth[k]!
    for (let f = 0; f < films; f += 1) {
      for (const k of showingsOf[f]!) {
        if (!has(blocked, 0, k)) {
          cap += worth[k]!
          break
        }
      }
    }
    return cap
  }

  /**
   * A branch in which no plan can have more gain than the best plan: what is
   * left is the tie-breakers, and prices in them do what prices in gain do in
   * `evaluate`, while the bound's gain stays whole. When only a plan with
   * every film of the branch can tie the best plan (`everyFilm`), each film
   * is seen exactly once: each showing's gain is priced away in full, and the
   * prices may fall below nothing, as a film left out forgoes its price as
   * one shown twice pays it twice. `bound` is the rest the branch is known
   * to be within, `at` where to split if pricing does not settle it.
   */
  function settle(branch: Branch, rounds: number, everyFilm: boolean, bound: number, at: number): Branch[] {
    const prices = branch.restPrices.slice()
    const priced = everyFilm
      ? Array.from({ length: films }, (_, f) => f).filter((f) => showingsOf[f]!.some((k) => !has(branch.blocked, 0, k)))
      : pricedFilms(branch.blocked, prices)
    for (let k = 0; k < n; k += 1) gain[k] = everyFilm && !kept[k] ? 0 : worth[k]!
    let boundR = bound
    let size = 2
    let stale = 0
    try {
      for (let round = 0; round < rounds; round += 1) {
        for (let k = 0; k < n; k += 1) restNow[k] = rest[k]! - (filmOf[k]! >= 0 ? prices[filmOf[k]!]! : 0)
        const [g, r] = sweep(branch)
        if (g === NONE) return []
        let valueR = r
        for (const f of priced) valueR += prices[f]!
        if (valueR < boundR) {
          boundR = valueR
          stale = 0
        } else stale += 1
        if (boundR < planR) return []
        const { path, pair } = follow(branch.blocked)
        if (valueR === planR && !beats(planG, valueR, path)) return []
        const missing = everyFilm ? priced.find((f) => uses[f] === 0) : undefined
        if (pair === undefined && missing === undefined && scoreOf(path)[1] === valueR) return []
        if (boundR < planR) return []
        const left = showingsOf[missing ?? -1]?.find((k) => !has(branch.blocked, 0, k))
        at = pair ? pair[1] : (left ?? at)
        if (reprice(priced, prices, Math.max(1, valueR - planR), size, everyFilm ? -Infinity : 0) === 0) break
        if (stale >= 2) {
          size /= 2
          stale = 0
        }
      }
    } finally {
      restNow.set(rest)
    }
    return at < 0 ? [] : split({ ...branch, plainG: planG, plainR: boundR, restPrices: prices }, at)
  }

  const doomed = (branch: Branch) => hopeless(branch.boundG, branch.boundR) || hopeless(branch.plainG, branch.plainR)

  // Best bound first, but a branch's first part is taken at once (a plunge),
  // which finds plans to beat sooner than waiting its turn would.
  let next: Branch | undefined = {
    blocked: new Int32Array(words),
    forced: new Int32Array(words),
    boundG: Infinity,
    boundR: Infinity,
    plainG: Infinity,
    plainR: Infinity,
    // Half of what a film is worth: exact for a film with two showings, seen once or twice.
    prices: Float64Array.from(showingsOf, (showings) => (showings.length > 0 ? worth[showings[0]!]! / 2 : 0)),
    restPrices: new Float64Array(films),
  }
  let rounds = FIRST_ROUNDS
  fullGain = capOf(new Int32Array(words))
  while (next) {
    const [first, ...others] = evaluate(next, rounds)
    others.forEach(push)
    rounds = BRANCH_ROUNDS
    next = first && !doomed(first) ? first : undefined
    while (!next && heap.length > 0 && !hopeless(heap[0]!.boundG, heap[0]!.boundR)) {
      const top = pop()
      if (!doomed(top)) next = top
    }
  }
  return best
}
