package fit

import (
	"bufio"
	"fmt"
	"io"
	"slices"

	"github.com/uridialect/uridialect/engine"
)

// DefaultBase is the base of a probe when none is given: the base of the
// examples of RFC 1808, RFC 2396 and RFC 3986.
const DefaultBase = "http://a/b/c/d;p?q"

// A Probe is a set of references, to resolve against one base, that
// tells a set of configurations apart: whatever one of them answers, fit
// ranks it, or the class of configurations no reference of the pool
// tells from it, first.
type Probe struct {
	Base    string
	Configs []engine.Config
	// Refs are the references chosen, in the order of the pool.
	Refs []string
	// Classes are the configurations (indexes in Configs) that give the
	// same answer to every reference of the pool, so that no probe
	// from it can tell them apart; each class in the order of its first
	// member. A configuration alone is a class of one.
	Classes [][]int
	// PoolSize is the number of references the probe chose from.
	PoolSize int

	answers [][]answer // by ref index in Refs, then config index
}

// An answer is a configuration's answer to one reference: the target,
// or a refusal.
type answer struct {
	target string
	failed bool
}

func (a answer) String() string {
	if a.failed {
		return RejectedField
	}
	return a.target
}

// NewProbe chooses references from the pool that tell configs apart when
// resolved against base. It resolves every reference of the pool with
// every configuration, puts together the configurations that answer
// alike throughout (they cannot be told apart from this pool), then
// chooses greedily: each time, the reference that separates the most
// pairs of classes not yet separated, until every pair is. This is the
// greedy approximation of the minimum set cover (its size is within a
// factor ln(pairs) of the smallest), not the smallest set itself.
func NewProbe(base string, configs []engine.Config) (*Probe, error) {
	if len(configs) == 0 {
		return nil, fmt.Errorf("fit: no configurations to probe")
	}
	p := &Probe{Base: base, Configs: configs, PoolSize: len(pool)}
	all := make([][]answer, len(pool))
	ids := make([][]int, len(pool)) // answers numbered per reference
	for r, ref := range pool {
		all[r] = make([]answer, len(configs))
		ids[r] = make([]int, len(configs))
		seen := map[answer]int{}
		for c, cf := range configs {
			t, err := Answer(cf, Observation{Base: base, Ref: ref})
			a := answer{target: t, failed: err != nil}
			all[r][c] = a
			id, ok := seen[a]
			if !ok {
				id = len(seen)
				seen[a] = id
			}
			ids[r][c] = id
		}
	}
	// Classes: configurations with the same answer to every reference.
	byVector := map[string]int{}
	var reps []int
	for c := range configs {
		key := make([]byte, 0, 2*len(pool))
		for r := range pool {
			key = append(key, byte(ids[r][c]), byte(ids[r][c]>>8))
		}
		k, ok := byVector[string(key)]
		if !ok {
			k = len(p.Classes)
			byVector[string(key)] = k
			p.Classes = append(p.Classes, nil)
			reps = append(reps, c)
		}
		p.Classes[k] = append(p.Classes[k], c)
	}
	// Greedy cover: blocks of classes not yet told apart.
	blocks := [][]int{reps}
	var chosen []int
	for len(blocks) > 0 {
		bestRef, bestGain := -1, 0
		for r := range pool {
			if g := gain(blocks, ids[r]); g > bestGain {
				bestRef, bestGain = r, g
			}
		}
		if bestRef < 0 {
			break // cannot happen: classes differ on some reference
		}
		chosen = append(chosen, bestRef)
		blocks = refine(blocks, ids[bestRef])
	}
	slices.Sort(chosen)
	for _, r := range chosen {
		p.Refs = append(p.Refs, pool[r])
		p.answers = append(p.answers, all[r])
	}
	return p, nil
}

// gain is the number of pairs within blocks that the answers ids tell
// apart.
func gain(blocks [][]int, ids []int) int {
	n := 0
	count := map[int]int{}
	for _, b := range blocks {
		clear(count)
		for _, c := range b {
			count[ids[c]]++
		}
		n += len(b) * (len(b) - 1) / 2
		for _, k := range count {
			n -= k * (k - 1) / 2
		}
	}
	return n
}

// refine splits each block by the answers ids, dropping blocks of one.
func refine(blocks [][]int, ids []int) [][]int {
	var out [][]int
	for _, b := range blocks {
		parts := map[int][]int{}
		var order []int
		for _, c := range b {
			if _, ok := parts[ids[c]]; !ok {
				order = append(order, ids[c])
			}
			parts[ids[c]] = append(parts[ids[c]], c)
		}
		for _, id := range order {
			if len(parts[id]) > 1 {
				out = append(out, parts[id])
			}
		}
	}
	return out
}

// Expected returns what configuration c answers to reference i of the
// probe: the target, or "(error)".
func (p *Probe) Expected(i, c int) string { return p.answers[i][c].String() }

// Observations returns the observations configuration c would give: the
// probe answered as c answers it.
func (p *Probe) Observations(c int) []Observation {
	out := make([]Observation, len(p.Refs))
	for i, ref := range p.Refs {
		a := p.answers[i][c]
		out[i] = Observation{Line: i + 1, Base: p.Base, Ref: ref, Observed: a.target, Rejected: a.failed}
	}
	return out
}

// ClassOf returns the class of configuration c.
func (p *Probe) ClassOf(c int) []int {
	for _, cl := range p.Classes {
		if slices.Contains(cl, c) {
			return cl
		}
	}
	return nil
}

// WriteTSV writes the probe as base<TAB>reference lines, the batch's
// input: answer each, as a third field, and give the lines to fit.
func (p *Probe) WriteTSV(w io.Writer) error {
	bw := bufio.NewWriter(w)
	base := engine.EscapeField(p.Base)
	for _, ref := range p.Refs {
		fmt.Fprintf(bw, "%s\t%s\n", base, engine.EscapeField(ref))
	}
	return bw.Flush()
}
