package fit

import (
	"cmp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// MaxVariedSchemes is how many base schemes have their draft01
// membership varied, the most frequent first: each multiplies the space
// by 32 (see [engine.Configurations]), so that three would give some
// 37,000 configurations. The other schemes keep their row of the draft's
// table, and the Result names them.
const MaxVariedSchemes = 2

// A Result is a set of configurations ranked against a set of
// observations.
type Result struct {
	Observations []Observation
	// Configs is the space searched, in the order of
	// [engine.Configurations] or as the caller gave it.
	Configs []engine.Config
	// Varied are the base schemes whose draft01 membership was varied;
	// Unvaried the other base schemes, beyond [MaxVariedSchemes].
	Varied, Unvaried []string
	// Ranking holds every configuration, best first: by the number of
	// observations it reproduces, then in the order of Configs.
	// Configurations that reproduce as many share a Rank (1, 1, 3, ...).
	Ranking []Ranked
	// Unreproduced are the indexes in Observations of the observations
	// that no configuration reproduces.
	Unreproduced []int

	index map[string]int // sorted settings key -> index in Configs
	hits  [][]uint64     // by index in Configs: a bit per observation
}

// A Ranked is one configuration and how well it fits.
type Ranked struct {
	Rank       int // 1 for the best; equal for ties
	Config     engine.Config
	Reproduced int // observations it reproduces
	index      int // in Result.Configs
}

// Options adjust [Fit].
type Options struct {
	// Configs is the space to search; nil for [engine.Configurations]
	// over the bases' schemes (at most MaxVariedSchemes of them).
	Configs []engine.Config
	// Workers resolve configurations in parallel; 0 for GOMAXPROCS.
	Workers int
	// Explains, when set, decides whether a configuration's answer
	// reproduces observation i: its target, target, explains the
	// observation (a crawler's capture of it: package migrate/captures),
	// in place of being the observed answer; a refusal explains none.
	// It is called from every worker at once.
	Explains func(i int, target string) bool
}

// Fit resolves every observation's reference against its base with every
// configuration and ranks the configurations by how many observations
// they reproduce: the same answer, or a refusal where the system refused.
// Observations are grouped once by base and reference, so that a base is
// parsed once per configuration and a pair resolved once however often it
// was observed.
func Fit(obs []Observation, opt Options) *Result {
	res := &Result{Observations: obs}
	res.Configs = opt.Configs
	if res.Configs == nil {
		res.Varied, res.Unvaried = schemesToVary(obs)
		res.Configs = engine.Configurations(res.Varied...)
	}
	words := (len(obs) + 63) / 64
	tasks := plan(res.Configs, obs)
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(tasks) {
					return
				}
				t := &tasks[i]
				t.hits = make([]uint64, words)
				t.count = evaluate(res.Configs[t.members[0]].Dialect, t.groups, obs, opt.Explains, t.hits)
			}
		}()
	}
	wg.Wait()
	res.hits = make([][]uint64, len(res.Configs))
	counts := make([]int, len(res.Configs))
	for i := range res.hits {
		res.hits[i] = make([]uint64, words)
	}
	for _, t := range tasks {
		for _, c := range t.members {
			for w, x := range t.hits {
				res.hits[c][w] |= x
			}
			counts[c] += t.count
		}
	}

	res.Ranking = make([]Ranked, len(res.Configs))
	for i, c := range res.Configs {
		res.Ranking[i] = Ranked{Config: c, Reproduced: counts[i], index: i}
	}
	slices.SortStableFunc(res.Ranking, func(a, b Ranked) int { return cmp.Compare(b.Reproduced, a.Reproduced) })
	for i := range res.Ranking {
		if i > 0 && res.Ranking[i].Reproduced == res.Ranking[i-1].Reproduced {
			res.Ranking[i].Rank = res.Ranking[i-1].Rank
		} else {
			res.Ranking[i].Rank = i + 1
		}
	}

	some := make([]uint64, words) // the observations some configuration reproduces
	for _, h := range res.hits {
		for w := range some {
			some[w] |= h[w]
		}
	}
	for i := range obs {
		if some[i/64]&(1<<(i%64)) == 0 {
			res.Unreproduced = append(res.Unreproduced, i)
		}
	}
	res.index = make(map[string]int, len(res.Configs))
	for i, c := range res.Configs {
		res.index[settingsKey(c.Dialect.Name(), settingsMap(c))] = i
	}
	return res
}

// Best returns the configurations ranked first.
func (r *Result) Best() []Ranked {
	n := 0
	for n < len(r.Ranking) && r.Ranking[n].Rank == 1 {
		n++
	}
	return r.Ranking[:n]
}

// Reproduces reports whether the configuration ranked i reproduces
// observation j.
func (r *Result) Reproduces(i, j int) bool {
	return r.hit(r.Ranking[i].index, j)
}

func (r *Result) hit(config, obs int) bool {
	return r.hits[config][obs/64]&(1<<(obs%64)) != 0
}

// A task is one resolution of a body of observations: those whose
// bases share a scheme, by the configurations (members) that answer
// them alike by construction.
type task struct {
	groups  []pairGroup
	members []int // indexes in Configs; the first resolves
	hits    []uint64
	count   int
}

// plan divides the work. A draft01 configuration's membership of a
// scheme (option scheme.NAME) changes only the answers for bases of that
// scheme: the draft parses a relative reference by its base's scheme and
// returns an absolute one as it is (Section 4, steps 2 and 3), and
// [engine.Configurations] varies the memberships of base schemes only.
// So for the observations of one base scheme, the configurations that
// differ only in other schemes' memberships give the same answers, and
// one of them resolves for all: the space of 1,340 configurations that
// two varied schemes make costs as few resolutions as 108.
// TestMembershipOfOtherSchemes checks the premise.
func plan(configs []engine.Config, obs []Observation) []task {
	byScheme := map[string][]int{}
	var schemes []string
	for i, o := range obs {
		s := engine.SchemeOf(o.Base)
		if _, ok := byScheme[s]; !ok {
			schemes = append(schemes, s)
		}
		byScheme[s] = append(byScheme[s], i)
	}
	var tasks []task
	for _, s := range schemes {
		groups := groupObservations(obs, byScheme[s])
		at := map[string]int{}
		for c, cf := range configs {
			key := projectedKey(cf, s)
			t, ok := at[key]
			if !ok {
				t = len(tasks)
				at[key] = t
				tasks = append(tasks, task{groups: groups})
			}
			tasks[t].members = append(tasks[t].members, c)
		}
	}
	return tasks
}

// projectedKey is c's identity for bases of scheme s: its name without
// the memberships of other schemes.
func projectedKey(c engine.Config, s string) string {
	var b strings.Builder
	b.WriteString(c.Dialect.Name())
	for _, st := range c.Settings {
		if name, ok := strings.CutPrefix(st.Key, "scheme."); ok && name != s {
			continue
		}
		b.WriteString(" " + st.String())
	}
	return b.String()
}

// A pairGroup is the distinct references observed against one base, and
// for each the observations of it.
type pairGroup struct {
	base string
	refs []refObs
}

type refObs struct {
	ref string
	obs []int
}

// groupObservations groups the observations of indexes which by base,
// then reference, in order of first appearance.
func groupObservations(obs []Observation, which []int) []pairGroup {
	var groups []pairGroup
	byBase := map[string]int{}
	byPair := map[[2]string][2]int{}
	for _, i := range which {
		o := obs[i]
		if at, ok := byPair[[2]string{o.Base, o.Ref}]; ok {
			r := &groups[at[0]].refs[at[1]]
			r.obs = append(r.obs, i)
			continue
		}
		g, ok := byBase[o.Base]
		if !ok {
			g = len(groups)
			byBase[o.Base] = g
			groups = append(groups, pairGroup{base: o.Base})
		}
		byPair[[2]string{o.Base, o.Ref}] = [2]int{g, len(groups[g].refs)}
		groups[g].refs = append(groups[g].refs, refObs{ref: o.Ref, obs: []int{i}})
	}
	return groups
}

// evaluate resolves every pair with d, sets in hits the bit of each
// observation d reproduces (or, with explains, explains) and returns
// their number.
func evaluate(d dialect.Dialect, groups []pairGroup, obs []Observation, explains func(int, string) bool, hits []uint64) int {
	tr, _ := d.(dialect.TextResolver)
	var t dialect.Reference
	n := 0
	for _, g := range groups {
		base, baseErr := d.Parse(g.base)
		for _, ro := range g.refs {
			err := baseErr
			if err == nil {
				if tr != nil {
					err = tr.ResolveText(&t, &base, ro.ref)
				} else {
					err = dialect.ResolveText(d, &t, &base, ro.ref)
				}
			}
			for _, i := range ro.obs {
				o := &obs[i]
				var hit bool
				if explains != nil {
					hit = err == nil && explains(i, t.Source())
				} else {
					hit = (err != nil) == o.Rejected && (err != nil || t.Source() == o.Observed)
				}
				if hit {
					hits[i/64] |= 1 << (i % 64)
					n++
				}
			}
		}
	}
	return n
}

// Answer resolves an observation's reference with c, as Fit does: the
// target, or the error.
func Answer(c engine.Config, o Observation) (string, error) {
	return dialect.ResolveString(c.Dialect, o.Base, o.Ref)
}

// schemesToVary returns the schemes of the observations' bases, the
// MaxVariedSchemes most frequent (ties by name) and the others.
func schemesToVary(obs []Observation) (varied, unvaried []string) {
	count := map[string]int{}
	for _, o := range obs {
		if s := engine.SchemeOf(o.Base); s != "" {
			count[s]++
		}
	}
	all := make([]string, 0, len(count))
	for s := range count {
		all = append(all, s)
	}
	slices.SortFunc(all, func(a, b string) int {
		return cmp.Or(cmp.Compare(count[b], count[a]), strings.Compare(a, b))
	})
	if len(all) > MaxVariedSchemes {
		varied, unvaried = all[:MaxVariedSchemes], all[MaxVariedSchemes:]
		slices.Sort(unvaried)
	} else {
		varied = all
	}
	slices.Sort(varied)
	return varied, unvaried
}

// settingsMap returns c's settings by key.
func settingsMap(c engine.Config) map[string]string {
	m := make(map[string]string, len(c.Settings))
	for _, s := range c.Settings {
		m[s.Key] = s.Value
	}
	return m
}

// settingsKey is a configuration's identity whatever the order of its
// settings.
func settingsKey(name string, m map[string]string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	b.WriteString(name)
	for _, k := range keys {
		b.WriteString(" " + k + "=" + m[k])
	}
	return b.String()
}
