/**
 * The exact search under solve.ts, on plain numbers: of screenings in
 * programme order, the chain (a plan, read in programme order) with the best
 * score, every kept one in it, no two conflicting, at most one per film.
 *
 * Every part of the score, the tie-breakers too, is a sum over single
 * screenings and consecutive pairs, so without the rule of one showing per
 * film the best chain is a longest path, found in one sweep. The search is
 * branch and bound over a linear programme whose columns are day chains
 * (Dantzig-Wolfe): at most one chain a day, each film and each conflict
 * across midnight at most once, the most must and want, and at that the best
 * tie-breakers (costs compared as pairs). Its columns are found by sweeps at
 * its dual prices (column generation). On festival programmes it is whole or
 * nearly, so its prices prove the best plan in a few dozen sweeps, where
 * guessing prices film by film took hundreds.
 *
 * It is solved in floating point, but nothing is concluded from it: its
 * prices, rounded to 64ths, go into a sweep whose best path bounds every
 * plan of the branch (Lagrangian relaxation) and is summed exactly. A branch
 * ends when that bound is below the best plan found; or when the path is a
 * plan that scores it; or when the bound is a score and the first plan by
 * ids that reaches it is found among the sweep's best paths (`firstAtBound`:
 * every plan that reaches the bound is one of them; many tie where only the
 * tie-breakers are left), or none does and the bound only ties the best plan.
 * Otherwise the branch is split on a screening the programme takes in part:
 * a branch for each showing left of its film and one without the film, or
 * one with the screening and one without. Branches are taken best bound
 * first, each split's first branch at once.
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

/** A branch of the search: what it rules out and what it must keep, as bits, and a bound on what it can score. */
interface Branch {
  blocked: Int32Array
  forced: Int32Array
  boundG: number
  boundR: number
}

/** Prices are rounded to 64ths, so that every sum of them is exact and a bound that ties the best plan ties it. */
const GRID = 64
/** Sweeps of column generation in a branch, at most; a branch that needs more is split. */
const MAX_ROUNDS = 40
/** Steps of `firstAtBound`, at most; where looking takes more, the branch is split instead. */
const STEPS = 5000
/** Pivots of one solve of the programme, at most. */
const MAX_PIVOTS = 400

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
  const worth = Float64Array.from(problem.gain)
  const filmOf = Int32Array.from(problem.film)
  /** What each screening adds in the sweep under way: its worth less its prices. */
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
  const days = Math.max(-1, ...day) + 1
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
  // chain: all from `safe` on, and before it those listed in `near`. A
  // conflict across midnight (a night screening and one just after it, of
  // the next date) is also a row of the programme, whose columns are days.
  const blocks = new Int32Array(n * words)
  const block = (row: number, bit: number) => {
    blocks[row * words + (bit >>> 5)]! |= 1 << (bit & 31)
  }
  const has = (bits: Int32Array, bit: number) => (bits[bit >>> 5]! & (1 << (bit & 31))) !== 0
  const safe = new Int32Array(n)
  const nearFrom = new Int32Array(n + 1)
  const near: number[] = []
  const films = Math.max(-1, ...filmOf) + 1
  const showingsOf: number[][] = Array.from({ length: films }, () => [])
  /** The programme's rows each screening is in, after the day rows: its film's, and one per conflict across midnight. */
  const rowsOf: number[][] = Array.from({ length: n }, () => [])
  let rows = days
  for (let i = 0; i < n; i += 1) {
    const later = conflicts[i] ?? []
    let reach = i
    later.forEach((j) => {
      block(i, j)
      block(j, i)
      reach = Math.max(reach, j)
      if (day[j] !== day[i]) {
        rowsOf[i]!.push(rows)
        rowsOf[j]!.push(rows)
        rows += 1
      }
    })
    safe[i] = reach + 1
    nearFrom[i] = near.length
    for (let j = i + 1; j <= reach; j += 1) if (!later.includes(j)) near.push(j)
    if (filmOf[i]! >= 0) showingsOf[filmOf[i]!]!.push(i)
  }
  nearFrom[n] = near.length
  const nearList = Int32Array.from(near)
  showingsOf.forEach((showings) => {
    showings.forEach((a) => showings.forEach((b) => a !== b && block(a, b)))
    if (showings.length > 1) {
      showings.forEach((k) => rowsOf[k]!.push(rows))
      rows += 1
    }
  })

  // The same as one flat list, for the loops that run most (`for of` makes
  // garbage before the code is compiled): each screening's rows from
  // rowFrom[k] on in rowAt; and each row's screenings, as bits.
  const rowFrom = new Int32Array(n + 1)
  rowsOf.forEach((inRows, k) => (rowFrom[k + 1] = rowFrom[k]! + inRows.length))
  const rowAt = Int32Array.from(rowsOf.flat())
  const rowBits = new Int32Array(rows * words)
  rowsOf.forEach((inRows, k) => inRows.forEach((row) => (rowBits[row * words + (k >>> 5)]! |= 1 << (k & 31))))

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

  /** Sweeps the branch; returns its best path's score, and leaves the path for `trace`. */
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
    for (let t = 0; t < path.length; t += 1) later[path[t]! >>> 5]! |= 1 << (path[t]! & 31)
    for (let t = 0; t < path.length; t += 1) {
      const a = path[t]!
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
  /** Whether a plan scored (g, r) beats the best, its ids coming first among plans of its score. */
  const beats = (g: number, r: number, plan: readonly number[]) => {
    if (g !== planG || r !== planR) return g > planG || (g === planG && r > planR)
    const first = plan.findIndex((index, t) => index !== best[t])
    if (first < 0) return plan.length < best.length
    return first < best.length && idRank[plan[first]!]! < idRank[best[first]!]!
  }
  const offer = (plan: number[]) => {
    const [g, r] = scoreOf(plan)
    if (!beats(g, r, plan)) return
    best = plan
    planG = g
    planR = r
  }

  const taken = new Int32Array(words)
  const later = new Int32Array(words)
  // For `firstAtBound`: the first screening a branch must keep from each on,
  // the rows met, and per step of the path the screenings ruled out before
  // it and the ones it may go on to.
  const mustAfter = new Int32Array(n + 1).fill(n)
  const met = new Int32Array(rows)
  const priced = new Int32Array(rows)
  const tight = new Int32Array(n * words)
  const reach = new Int32Array(n * words)
  const endsAt = new Uint8Array(n)
  const entries = new Int32Array(words)
  const fromStart = new Int32Array(words)
  const exits = new Int32Array(words)
  const reached = new Int32Array(words)
  const passable = new Uint8Array(days)
  /** Where each day's screenings start, in programme order. */
  const dayFrom = new Int32Array(days + 1).fill(n)
  for (let k = n - 1; k >= 0; k -= 1) dayFrom[day[k]!] = k
  const stack = new Int32Array((n + 1) * words)
  const onward: number[] = []

  /** The score of a chain as it is: its worth, and its tie-breakers. */
  function scoreOf(chain: readonly number[]): [number, number] {
    let g = 0
    let r = 0
    for (let t = 0; t < chain.length; t += 1) {
      const k = chain[t]!
      g += worth[k]!
      r += rest[k]!
      const next = chain[t + 1]
      if (next === undefined || day[next] !== day[k]) r -= end[k]!
      else if (venue[next] !== venue[k]) r -= venueWeight
    }
    return [g, r]
  }

  /**
   * Screenings made a plan: each, in the order given, that one before it
   * rules out is left out, and then each free one that fits what is left is
   * put in, the most worth first (a plan to beat, not the best).
   */
  function repaired(order: readonly number[], blocked: Int32Array): number[] {
    taken.set(blocked)
    const plan = order.filter((k) => {
      if (has(taken, k) && !kept[k]) return false
      for (let w = 0, row = k * words; w < words; w += 1) taken[w]! |= blocks[row + w]!
      taken[k >>> 5]! |= 1 << (k & 31)
      return true
    })
    for (const k of byWorth) {
      if (has(taken, k)) continue
      for (let w = 0, row = k * words; w < words; w += 1) taken[w]! |= blocks[row + w]!
      taken[k >>> 5]! |= 1 << (k & 31)
      plan.push(k)
    }
    return plan.sort((a, b) => a - b)
  }

  /** The best path of the branch at its prices, offered if it is a plan, and the first pair it wrongly has together, if any. */
  function follow(): { path: number[]; pair: [number, number] | undefined } {
    const path = trace()
    const pair = offending(path)
    if (pair === undefined) offer(path)
    return { path, pair }
  }

  /**
   * The first plan by ids among the paths of the last sweep that score its
   * best (g, r), where every row with a price is met once; null when there
   * is none, undefined when looking took more than STEPS steps. When the
   * bound is that score, these are all the plans of the branch that reach
   * it, and this is the one that comes first.
   */
  function firstAtBound({ forced }: Pick<Branch, "forced">, g: number, r: number): number[] | null | undefined {
    for (let k = n - 1; k >= 0; k -= 1) mustAfter[k] = kept[k] || has(forced, k) ? k : mustAfter[k + 1]!
    let pricedCount = 0
    for (let row = days; row < rows; row += 1) if (pricesG[row] !== 0 || pricesR[row] !== 0) priced[pricedCount++] = row
    // The steps of best paths, as bits: from each screening, the next ones
    // that keep to the best score, all that such a path may still reach, and
    // whether it may end there. From here on only whole numbers.
    tight.fill(0)
    reach.fill(0)
    // A step from k to j keeps to the best score only where j's best is k's
    // less what k adds and the step costs, and a step costs one of three
    // things (to another day, at the same venue, to another venue): so the
    // screenings by their best scores, rather than every pair.
    const byScore = new Map<number, Map<number, number[]>>()
    for (let j = 0; j < n; j += 1) {
      if (bestG[j] === NONE) continue
      let byRest = byScore.get(bestG[j]!)
      if (!byRest) byScore.set(bestG[j]!, (byRest = new Map()))
      const list = byRest.get(bestR[j]!)
      if (list) list.push(j)
      else byRest.set(bestR[j]!, [j])
    }
    for (let k = n - 1; k >= 0; k -= 1) {
      endsAt[k] = 0
      if (bestG[k] === NONE) continue
      if (mustAfter[k + 1] === n && bestG[k] === gain[k] && bestR[k] === restNow[k]! - end[k]!) endsAt[k] = 1
      const byRest = byScore.get(bestG[k]! - gain[k]!)
      if (!byRest) continue
      const stop = Math.min(mustAfter[k + 1]!, n - 1)
      const left = bestR[k]! - restNow[k]!
      for (const rest of [left + end[k]!, left, left + venueWeight]) {
        const list = byRest.get(rest)
        if (!list) continue
        for (let at = 0; at < list.length; at += 1) {
          const j = list[at]!
          if (j <= k) continue
          if (j > stop) break
          if ((blocks[k * words + (j >>> 5)]! & (1 << (j & 31))) !== 0) continue
          const step = day[j] === day[k] ? (venue[j] === venue[k] ? 0 : -venueWeight) : -end[k]!
          if (gain[k]! + bestG[j]! !== bestG[k] || restNow[k]! + bestR[j]! + step !== bestR[k]) continue
          tight[k * words + (j >>> 5)]! |= 1 << (j & 31)
          reach[k * words + (j >>> 5)]! |= 1 << (j & 31)
          for (let w = 0; w < words; w += 1) reach[k * words + w]! |= reach[j * words + w]!
        }
      }
    }
    // Per day, where best paths come into it and leave it, and whether they may pass it by.
    entries.fill(0)
    exits.fill(0)
    fromStart.fill(0)
    passable.fill(0)
    for (let k = 0; k < n; k += 1) {
      if (bestG[k] === NONE) continue
      if (bestG[k] === g && bestR[k] === r && k <= mustAfter[0]!) entries[k >>> 5]! |= 1 << (k & 31)
      if (endsAt[k]) exits[k >>> 5]! |= 1 << (k & 31)
      for (let w = 0; w < words; w += 1) {
        for (let bits = tight[k * words + w]!; bits !== 0; bits &= bits - 1) {
          const j = (w << 5) + 31 - Math.clz32(bits & -bits)
          if (day[j] === day[k]) continue
          entries[j >>> 5]! |= 1 << (j & 31)
          exits[k >>> 5]! |= 1 << (k & 31)
          for (let d = day[k]! + 1; d < day[j]!; d += 1) passable[d] = 1
        }
      }
    }
    for (let k = 0; k < n; k += 1) {
      if (bestG[k] !== g || bestR[k] !== r || k > mustAfter[0]!) continue
      for (let d = 0; d < day[k]!; d += 1) passable[d] = 1
      // Everything a best path reaches from its start.
      fromStart[k >>> 5]! |= 1 << (k & 31)
      for (let w = 0; w < words; w += 1) fromStart[w]! |= reach[k * words + w]!
    }
    for (let k = 0; k < n; k += 1) if (endsAt[k]) for (let d = day[k]! + 1; d < days; d += 1) passable[d] = 1
    /** Whether a best path can still cross day `d`, with what is ruled out. */
    const open = (d: number) => {
      if (passable[d]) return true
      reached.fill(0)
      for (let k = dayFrom[d]!; k < dayFrom[d + 1]!; k += 1) {
        const bit = 1 << (k & 31)
        if ((taken[k >>> 5]! & bit) !== 0 || ((entries[k >>> 5]! | reached[k >>> 5]!) & bit) === 0) continue
        if ((exits[k >>> 5]! & bit) !== 0) return true
        for (let w = 0; w < words; w += 1) reached[w]! |= tight[k * words + w]!
      }
      return false
    }
    met.fill(0)
    taken.fill(0)
    const path: number[] = []
    let steps = 0
    let top = 0
    /** Whether a priced row is left unmet with nothing of it free that a best path from screening `from` reaches. */
    const missed = (from: number) => {
      for (let p = 0; p < pricedCount; p += 1) {
        const row = priced[p]!
        if (met[row]) continue
        let free = 0
        for (let w = 0; w < words && free === 0; w += 1) {
          free =
            rowBits[row * words + w]! &
            ~taken[w]! &
            (from < 0 ? fromStart[w]! : from < n ? reach[from * words + w]! : 0)
        }
        if (free === 0) return true
      }
      return false
    }
    // Where a screening was reached before with the same rows met and the
    // same screenings left within reach, and nothing was found from there.
    const failed = new Set<string>()
    const stateAt = (k: number) => {
      let key = `${k}`
      for (let w = k >>> 5; w < words; w += 1) key += `,${taken[w]! & reach[k * words + w]!}`
      let bits = 0
      for (let p = 0; p < pricedCount; p += 1) {
        bits = bits * 2 + met[priced[p]!]!
        if (p % 30 === 29) {
          key += `:${bits}`
          bits = 0
        }
      }
      return `${key}:${bits}`
    }
    // Depth first, each step the lowest id first, ending before going on (a shorter plan comes first).
    const visit = (k: number): boolean | undefined => {
      steps += 1
      if (steps > STEPS) return undefined
      if (missed(path.length === 0 ? -1 : path[path.length - 1]!)) return false
      // On coming into a day, each day after it must still have a way through.
      if (path.length === 0 || day[path[path.length - 1]!] !== day[k]) {
        for (let d = day[k]! + 1; d < days; d += 1) if (!open(d)) return false
      }
      const state = stateAt(k)
      if (failed.has(state)) return false
      const depth = path.length
      stack.set(taken, depth * words)
      for (let w = 0, row = k * words; w < words; w += 1) taken[w]! |= blocks[row + w]!
      for (let at = rowFrom[k]!; at < rowFrom[k + 1]!; at += 1) met[rowAt[at]!]! += 1
      path.push(k)
      let found: boolean | undefined = false
      if (!missed(k)) {
        if (endsAt[k] && !missed(n)) found = true
        const from = top
        for (let w = 0; !found && w < words; w += 1) {
          for (let bits = tight[k * words + w]! & ~taken[w]!; bits !== 0; bits &= bits - 1) {
            const j = (w << 5) + 31 - Math.clz32(bits & -bits)
            // In order of ids as they come (few do).
            let at = top
            while (at > from && idRank[onward[at - 1]!]! > idRank[j]!) {
              onward[at] = onward[at - 1]!
              at -= 1
            }
            onward[at] = j
            top += 1
          }
        }
        for (let at = from; !found && at < top; at += 1) {
          found = visit(onward[at]!)
          if (found === undefined) break
        }
        top = from
      }
      if (!found) {
        path.pop()
        for (let at = rowFrom[k]!; at < rowFrom[k + 1]!; at += 1) met[rowAt[at]!]! -= 1
        taken.set(stack.subarray(depth * words, depth * words + words))
        if (found === false) failed.add(state)
      }
      return found
    }
    if (mustAfter[0] === n && g === 0 && r === 0 && pricedCount === 0) return []
    const starts: number[] = []
    for (let j = 0; j <= Math.min(mustAfter[0]!, n - 1); j += 1) {
      if (bestG[j] === g && bestR[j] === r) starts.push(j)
    }
    starts.sort((a, b) => idRank[a]! - idRank[b]!)
    for (const j of starts) {
      const found = visit(j)
      if (found) return path
      if (found === undefined) return undefined
    }
    return null
  }

  // The pool of columns: day chains found by sweeps, each with its score and
  // the programme's rows it is in (its day's row first, a film twice if it
  // shows it twice).
  const poolEntries: Int32Array[] = []
  const poolMembers: number[][] = []
  const poolG: number[] = []
  const poolR: number[] = []
  const poolKeys = new Map<string, number>()

  /** The pool's column for a day chain, added if new. */
  function columnOf(chain: readonly number[]): number {
    const key = chain.join()
    const known = poolKeys.get(key)
    if (known !== undefined) return known
    let size = 1
    for (let t = 0; t < chain.length; t += 1) size += rowFrom[chain[t]! + 1]! - rowFrom[chain[t]!]!
    const entries = new Int32Array(size)
    entries[0] = day[chain[0]!]!
    for (let t = 0, at = 1; t < chain.length; t += 1) {
      for (let e = rowFrom[chain[t]!]!; e < rowFrom[chain[t]! + 1]!; e += 1) entries[at++] = rowAt[e]!
    }
    const [g, r] = scoreOf(chain)
    poolKeys.set(key, poolMembers.length)
    poolEntries.push(entries)
    poolMembers.push(chain.slice())
    poolG.push(g)
    poolR.push(r)
    return poolMembers.length - 1
  }

  // The programme, solved by the revised simplex method with the basis
  // inverse kept whole. Its rows: one a day (at most one chain), then the
  // film and midnight rows (each at most once). A variable is a column of the
  // pool (≥ 0), the slack of row q (-1 - q; the slack of a day's row is the
  // day left out) or the excess of row q (-1 - rows - q, for a row that came
  // in broken). Costs are pairs, gain then rest, compared as plans are (a
  // lexicographic simplex): one solve settles the gain and, at that gain, the
  // tie-breakers. A branch changes costs only: a column that breaks its rules,
  // or a day left out that must have a chain, costs more gain than any plan
  // has. So every basis is feasible for every branch, and each starts from
  // where the last one ended.
  //
  // Only the day rows are there from the start; a film or midnight row comes
  // in when a path or the programme's answer breaks it (most never are, and
  // a pivot costs the square of the rows). A row not yet in has no price,
  // which bounds as well as any. It comes in with its slack basic, or, when
  // the answer breaks it, its excess, which costs as much as a day left out
  // and so leaves the basis; every basis stays feasible. The inverse is kept
  // by basis position (first index, up to `size`) and row (second).
  const m = rows
  let size = days
  /** The rows in, in the order they came in. */
  const rowsIn = new Int32Array(m)
  const isIn = new Uint8Array(m)
  for (let q = 0; q < days; q += 1) {
    rowsIn[q] = q
    isIn[q] = 1
  }
  const basis = Int32Array.from({ length: m }, (_, i) => -1 - i)
  const inverse = new Float64Array(m * m)
  for (let i = 0; i < days; i += 1) inverse[i * m + i] = 1
  /**
   * What each row allows: a little over 1, and a little different from row
   * to row. The programme is degenerate (most basic variables are 0: chains
   * that tie), and with every row at 1 three pivots in four moved nothing;
   * apart, each pivot goes somewhere. Its prices only feed a sweep, which
   * bounds whatever they are.
   */
  const allows = Float64Array.from({ length: m }, (_, q) => 1 + 1e-7 * (0.5 + ((q * 0.6180339887) % 1)))
  const values = allows.slice()
  const dualG = new Float64Array(m)
  const dualR = new Float64Array(m)
  const alpha = new Float64Array(m)
  const along = new Int32Array(m)
  /** Per row, whether its slack or its excess is basic, and the slack's cost in gain (a day that must have a chain). */
  const slackBasic = new Uint8Array(m).fill(1)
  const excessBasic = new Uint8Array(m)
  const slackG = new Float64Array(m)
  /** Per pool column, the row it is basic in (-1: none), and its cost in gain in the branch in hand. */
  const basicRow: number[] = []
  const columnG: number[] = []
  const leftOut = 1 + worth.reduce((sum, value) => sum + value, 0)
  const costG = (variable: number): number =>
    variable >= 0 ? columnG[variable]! : variable >= -m ? slackG[-1 - variable]! : -leftOut
  const costR = (variable: number): number => (variable >= 0 ? poolR[variable]! : 0)

  /** How much of row q the programme's answer takes. */
  function usage(q: number): number {
    let used = 0
    for (let i = 0; i < size; i += 1) {
      const variable = basis[i]!
      if (variable < 0 || values[i]! <= 1e-12) continue
      const entries = poolEntries[variable]!
      for (let e = 0; e < entries.length; e += 1) if (entries[e] === q) used += values[i]!
    }
    return used
  }

  /** Brings row q into the programme, its slack or (where the answer breaks it) its excess basic. */
  function bringIn(q: number): void {
    const p = size
    const used = usage(q)
    const sign = used > allows[q]! ? -1 : 1
    // The new row of the inverse: -sign times the row's coefficients in the basis times the old inverse.
    const row = p * m
    for (let i = 0; i < p; i += 1) {
      const variable = basis[i]!
      if (variable < 0) continue
      let coefficient = 0
      const entries = poolEntries[variable]!
      for (let e = 0; e < entries.length; e += 1) if (entries[e] === q) coefficient += 1
      if (coefficient === 0) continue
      for (let z = 0; z < p; z += 1) {
        const j = rowsIn[z]!
        inverse[row + j]! -= sign * coefficient * inverse[i * m + j]!
      }
    }
    inverse[row + q] = sign
    values[p] = Math.max(0, sign * (allows[q]! - used))
    rowsIn[p] = q
    isIn[q] = 1
    slackBasic[q] = sign > 0 ? 1 : 0
    excessBasic[q] = sign > 0 ? 0 : 1
    basis[p] = sign > 0 ? -1 - q : -1 - m - q
    size += 1
    pricesStale = true
  }

  /** Brings in every row that a chain of screenings (or, without one, the programme's answer) takes more than once; whether any came in. */
  function bringInBroken(path: readonly number[] | undefined): boolean {
    let any = false
    if (path) {
      met.fill(0)
      for (let t = 0; t < path.length; t += 1) {
        for (let at = rowFrom[path[t]!]!; at < rowFrom[path[t]! + 1]!; at += 1) {
          const q = rowAt[at]!
          met[q]! += 1
          if (met[q] === 2 && !isIn[q]) {
            bringIn(q)
            any = true
          }
        }
      }
      return any
    }
    const used = new Float64Array(m)
    for (let i = 0; i < size; i += 1) {
      const variable = basis[i]!
      if (variable < 0) continue
      const entries = poolEntries[variable]!
      for (let e = 0; e < entries.length; e += 1) used[entries[e]!]! += values[i]!
    }
    for (let q = days; q < m; q += 1) {
      if (!isIn[q] && used[q]! > allows[q]!) {
        bringIn(q)
        any = true
      }
    }
    return any
  }

  /** The costs of a branch: the columns that keep to it, and the days it must not leave out. */
  function prepare({ blocked, forced }: Pick<Branch, "blocked" | "forced">): void {
    slackG.fill(0)
    const mustHave: number[] = []
    for (let k = 0; k < n; k += 1) {
      if (kept[k] || has(forced, k)) {
        slackG[day[k]!] = -leftOut
        mustHave.push(k)
      }
    }
    poolMembers.forEach((chain, c) => {
      const d = day[chain[0]!]!
      const keeps =
        chain.every((k) => kept[k] || !has(blocked, k)) && mustHave.every((k) => day[k] !== d || chain.includes(k))
      columnG[c] = keeps ? poolG[c]! : -leftOut
    })
    pricesStale = true
  }

  // The entering variable in hand (see `enter`), and its reduced costs.
  let chosen = 0
  let enteringG = 0
  let enteringR = 0

  /**
   * Chooses the variable to enter: the most gain, else at no loss of gain
   * the most rest; with `blandish`, the first that gains (Bland's rule).
   * Whether there is one. The simplex method is in small functions, each
   * compiled once: as one, it was compiled again each time a branch of it
   * ran for the first time.
   */
  function enter(blandish: boolean): boolean {
    let found = false
    let gains = false
    let most = 0
    // Slacks (t below size), excesses (below twice size), then the pool's columns, in one loop with one choice.
    for (let t = 0, total = 2 * size + poolMembers.length; t < total; t += 1) {
      let variable: number
      let g: number
      let r: number
      let scale: number
      if (t < size) {
        const q = rowsIn[t]!
        if (slackBasic[q]) continue
        variable = -1 - q
        g = slackG[q]! - dualG[q]!
        r = -dualR[q]!
        scale = 1 + Math.abs(dualR[q]!)
      } else if (t < 2 * size) {
        const q = rowsIn[t - size]!
        if (excessBasic[q] || q < days) continue
        variable = -1 - m - q
        g = dualG[q]! - leftOut
        r = dualR[q]!
        scale = 1 + Math.abs(dualR[q]!)
      } else {
        variable = t - 2 * size
        if (basicRow[variable]! >= 0 || columnG[variable] === -leftOut) continue
        g = columnG[variable]!
        const entries = poolEntries[variable]!
        for (let e = 0; e < entries.length; e += 1) g -= dualG[entries[e]!]!
        if (g < -1e-9) continue
        r = poolR[variable]!
        for (let e = 0; e < entries.length; e += 1) r -= dualR[entries[e]!]!
        scale = 1 + Math.abs(poolR[variable]!)
      }
      if (g <= 1e-9 && r <= 1e-9 * scale) continue
      const gainsHere = g > 1e-9
      if (!gainsHere && g < -1e-9) continue
      if (blandish ? !found : gainsHere ? !gains || g > most : !gains && r > most) {
        chosen = variable
        found = true
        gains = gainsHere
        most = gainsHere ? g : r
        enteringG = g
        enteringR = r
      }
      if (blandish && found) break
    }
    return found
  }

  /** The entering variable's column at the basis in hand, into `alpha`. */
  function column(): void {
    alpha.fill(0, 0, size)
    if (chosen < -m) for (let i = 0, at = -1 - m - chosen; i < size; i += 1, at += m) alpha[i] = -inverse[at]!
    else if (chosen < 0) for (let i = 0, at = -1 - chosen; i < size; i += 1, at += m) alpha[i] = inverse[at]!
    else {
      const entries = poolEntries[chosen]!
      for (let e = 0; e < entries.length; e += 1) {
        if (!isIn[entries[e]!]) continue
        for (let i = 0, at = entries[e]!; i < size; i += 1, at += m) alpha[i]! += inverse[at]!
      }
    }
  }

  /** The basis position that leaves (the ratio test; ties to the lowest variable), or -1: none bounds it. */
  function leave(): number {
    let leaving = -1
    let ratio = Infinity
    for (let i = 0; i < size; i += 1) {
      if (alpha[i]! <= 1e-9) continue
      const t = values[i]! / alpha[i]!
      if (t < ratio - 1e-12 || (t <= ratio + 1e-12 && leaving >= 0 && basis[i]! < basis[leaving]!)) {
        ratio = t
        leaving = i
      }
    }
    return leaving
  }

  /** The pivot row's nonzeros, by row and value (see `pivot`). */
  const alongValue = new Float64Array(m)

  /** The entering variable takes position `leaving` of the basis: the inverse, the values and the prices follow. */
  function pivot(leaving: number): void {
    const by = alpha[leaving]!
    const pivotRow = leaving * m
    // The pivot row is sparse: only its nonzeros change the other rows.
    let nonzeros = 0
    for (let z = 0; z < size; z += 1) {
      const j = rowsIn[z]!
      const value = inverse[pivotRow + j]!
      if (value === 0) continue
      inverse[pivotRow + j] = value / by
      alongValue[nonzeros] = value / by
      along[nonzeros++] = j
    }
    const moved = values[leaving]! / by
    values[leaving] = moved
    for (let i = 0; i < size; i += 1) {
      const factor = alpha[i]!
      if (i === leaving || factor === 0) continue
      for (let z = 0, at = i * m; z < nonzeros; z += 1) inverse[at + along[z]!]! -= factor * alongValue[z]!
      values[i] = Math.max(0, values[i]! - factor * moved)
    }
    // The prices move by the entering variable's reduced cost along the pivot row.
    for (let z = 0; z < nonzeros; z += 1) {
      dualG[along[z]!]! += enteringG * alongValue[z]!
      dualR[along[z]!]! += enteringR * alongValue[z]!
    }
    const out = basis[leaving]!
    if (out >= 0) basicRow[out] = -1
    else if (out >= -m) slackBasic[-1 - out] = 0
    else excessBasic[-1 - m - out] = 0
    basis[leaving] = chosen
    if (chosen >= 0) basicRow[chosen] = leaving
    else if (chosen >= -m) slackBasic[-1 - chosen] = 1
    else excessBasic[-1 - m - chosen] = 1
  }

  /** The prices of the rows at the basis in hand, worked out whole; after that each pivot moves them. */
  let pricesStale = true
  function refreshDuals(): void {
    dualG.fill(0)
    dualR.fill(0)
    for (let i = 0; i < size; i += 1) {
      const g = costG(basis[i]!)
      const r = costR(basis[i]!)
      if (g === 0 && r === 0) continue
      for (let z = 0, at = i * m; z < size; z += 1) {
        const j = rowsIn[z]!
        dualG[j]! += g * inverse[at + j]!
        dualR[j]! += r * inverse[at + j]!
      }
    }
  }

  /** The simplex method from the basis in hand to the best (or MAX_PIVOTS), leaving the prices in `dualG` and `dualR`. */
  function solve(): void {
    if (pricesStale) {
      pricesStale = false
      refreshDuals()
    }
    // Pivots in a row that moved nothing: past a few, the first variable that gains enters (Bland's rule), which cannot cycle.
    let stalled = 0
    for (let pivots = 0; pivots < MAX_PIVOTS; pivots += 1) {
      if (!enter(stalled > 20)) return
      column()
      const leaving = leave()
      if (leaving < 0) return
      stalled = values[leaving]! / alpha[leaving]! > 1e-12 ? 0 : stalled + 1
      pivot(leaving)
    }
  }

  const round = (price: number) => Math.round(price * GRID) / GRID
  const pricesG = new Float64Array(m)
  const pricesR = new Float64Array(m)

  /**
   * Puts the programme's prices into the sweep, rounded, a price in gain
   * and one in rest on each row (in rest below nothing where the one in gain
   * is nothing, so that the bound holds). Returns what they add back to it.
   */
  function price(): [number, number] {
    let backG = 0
    let backR = 0
    for (let i = days; i < rows; i += 1) {
      pricesG[i] = round(Math.max(0, dualG[i]!))
      pricesR[i] = pricesG[i] === 0 ? round(Math.max(0, dualR[i]!)) : round(dualR[i]!)
      backG += pricesG[i]!
      backR += pricesR[i]!
    }
    for (let k = 0; k < n; k += 1) {
      let paidG = 0
      let paidR = 0
      for (let at = rowFrom[k]!; at < rowFrom[k + 1]!; at += 1) {
        paidG += pricesG[rowAt[at]!]!
        paidR += pricesR[rowAt[at]!]!
      }
      gain[k] = worth[k]! - paidG
      restNow[k] = rest[k]! - paidR
    }
    return [backG, backR]
  }

  /** The plan the programme's answer rounds to: its chains, most taken first, made a plan. */
  function rounded(blocked: Int32Array): number[] {
    const order: number[] = []
    for (let k = 0; k < n; k += 1) if (kept[k]) order.push(k)
    const chosen = [...basis.subarray(0, size).keys()]
      .filter((i) => basis[i]! >= 0)
      .sort((a, b) => values[b]! - values[a]!)
    for (const i of chosen) if (values[i]! > 1e-9) order.push(...poolMembers[basis[i]!]!)
    return repaired([...new Set(order)], blocked)
  }

  /** How much of each screening the programme's answer takes. */
  function shares(): Float64Array {
    const share = new Float64Array(n)
    for (let i = 0; i < size; i += 1) {
      const variable = basis[i]!
      if (variable >= 0) for (const k of poolMembers[variable]!) share[k]! += values[i]!
    }
    return share
  }

  /**
   * What a bound pair says of the plans it bounds: a plan's gain is whole,
   * so a bound a fraction over a whole number promises only that number,
   * and of its rest nothing.
   */
  const hopeless = (g: number, r: number) => {
    const whole = Math.floor(g)
    return whole < planG || (whole === planG && whole === g && r < planR)
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
   * its showings left (`at` first) and one without the film; else into one
   * with `at` and one without.
   */
  function split(branch: Branch, at: number): Branch[] {
    const film = filmOf[at]!
    const free = film < 0 ? [] : showingsOf[film]!.filter((k) => !has(branch.blocked, k))
    const options = free.length > 1 ? [at, ...free.filter((k) => k !== at)] : [at]
    const without = { ...branch, blocked: branch.blocked.slice() }
    options.forEach((k) => (without.blocked[k >>> 5]! |= 1 << (k & 31)))
    return [...options.map((k) => withScreening(branch, k)), without]
  }

  /** The most gain a plan of the branch can have: every film it has a showing of, once, and what is kept. */
  function capOf(blocked: Int32Array): number {
    let cap = 0
    for (let k = 0; k < n; k += 1) if (kept[k]) cap += worth[k]!
    for (let f = 0; f < films; f += 1) {
      for (const k of showingsOf[f]!) {
        if (!has(blocked, k)) {
          cap += worth[k]!
          break
        }
      }
    }
    return cap
  }

  /**
   * Bounds a branch, and ends it or splits it. Column generation at the first
   * stage (gain), and where the gain the branch can have is the best plan's,
   * at the second (the tie-breakers, with at least that gain); each sweep
   * bounds the branch and may end it. What is left is split where the
   * programme takes a screening in part, or where the path breaks a rule.
   */
  function evaluate(branch: Branch): Branch[] {
    if (capOf(branch.blocked) < planG) return []
    prepare(branch)
    let boundG = branch.boundG
    let boundR = branch.boundR
    let pair: [number, number] | undefined
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      solve()
      const [backG, backR] = price()
      const [g, r] = sweep(branch)
      if (g === NONE) return []
      const followed = follow()
      pair = followed.pair
      const [valueG, valueR] = [g + backG, r + backR]
      if (valueG < boundG || (valueG === boundG && valueR < boundR)) [boundG, boundR] = [valueG, valueR]
      if (hopeless(boundG, boundR)) return []
      // A plan of the branch that scores the bound is one of the best paths
      // at these prices, so when the bound only ties the best plan, it cannot
      // come first unless the first of those paths does.
      const ties = valueG === planG && valueR === planR
      if (ties && !beats(valueG, valueR, followed.path)) return []
      if (pair === undefined) {
        const [pathG, pathR] = scoreOf(followed.path)
        if (pathG === valueG && pathR === valueR) return []
      }
      // The path's day chains join the pool; column generation goes on while one of them would enter.
      let added = false
      for (let from = 0; from < followed.path.length;) {
        let to = from + 1
        while (to < followed.path.length && day[followed.path[to]!] === day[followed.path[from]!]) to += 1
        const column = columnOf(followed.path.slice(from, to))
        if (basicRow[column] === undefined) {
          basicRow[column] = -1
          columnG[column] = poolG[column]!
        }
        if (basicRow[column]! < 0) {
          let reducedG = columnG[column]!
          let reducedR = poolR[column]!
          for (const row of poolEntries[column]!) {
            reducedG -= dualG[row]!
            reducedR -= dualR[row]!
          }
          if (reducedG > 1e-9 || (reducedG >= -1e-9 && reducedR > 1e-9 * (1 + Math.abs(poolR[column]!)))) added = true
        }
        from = to
      }
      // Rows the path breaks come in; where the programme is solved at the
      // rows in, rows its answer breaks. Either way it is solved again.
      if (pair !== undefined && bringInBroken(followed.path)) added = true
      if (!added && bringInBroken(undefined)) added = true
      // Where the bound is a score a plan can have, and either ties the best
      // plan, or will not move, or is the lowest yet (the demo's every-film
      // request reaches its answer's score seven sweeps before the programme
      // settles), the first plan that reaches it (if one does) is the
      // branch's answer.
      const lowest = valueG === boundG && valueR === boundR
      if (
        (ties || !added || lowest) &&
        Number.isInteger(valueG) &&
        Number.isInteger(valueR) &&
        !hopeless(valueG, valueR)
      ) {
        const reached = firstAtBound(branch, g, r)
        if (reached) offer(reached)
        if (reached || (reached === null && ties)) return []
      }
      if (!added) break
    }
    offer(rounded(branch.blocked))
    if (hopeless(boundG, boundR)) return []
    const share = shares()
    let at = -1
    let most = 1e-6
    for (let k = 0; k < n; k += 1) {
      const part = Math.min(share[k]!, 1 - share[k]!)
      if (part > most && !kept[k] && !has(branch.forced, k)) {
        most = part
        at = k
      }
    }
    if (at < 0 && pair) at = pair[1]
    if (at < 0) {
      for (const k of best) if (!kept[k] && !has(branch.forced, k) && !has(branch.blocked, k)) at = k
    }
    return at < 0 ? [] : split({ ...branch, boundG, boundR }, at)
  }

  const doomed = (branch: Branch) => hopeless(branch.boundG, branch.boundR)

  // A plan to beat before the search: the best path made a plan.
  const root: Branch = {
    blocked: new Int32Array(words),
    forced: new Int32Array(words),
    boundG: Infinity,
    boundR: Infinity,
  }
  if (sweep(root)[0] !== NONE) offer(repaired(trace(), root.blocked))
  // Best bound first, but a branch's first part is taken at once (a plunge),
  // which finds plans to beat sooner than waiting its turn would.
  let next: Branch | undefined = root
  while (next) {
    const parts = evaluate(next)
    const [first, ...others] = parts
    others.forEach(push)
    next = first && !doomed(first) ? first : undefined
    while (!next && heap.length > 0 && !doomed(heap[0]!)) {
      const top = pop()
      if (!doomed(top)) next = top
    }
  }
  return best
}
