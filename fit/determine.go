package fit

import (
	"slices"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/engine"
)

// Undetermined returns the options of the configuration ranked i that
// this evidence does not determine: those whose every other value (among
// the configurations searched) reproduces exactly the same observations.
// Keys are in the order the dialect's options are listed.
func (r *Result) Undetermined(i int) []string {
	c := r.Ranking[i].Config
	me := r.Ranking[i].index
	axes := r.axes(c.Dialect.Name())
	set := settingsMap(c)
	var out []string
	for _, ax := range axes {
		neighbours := 0
		same := true
		for _, v := range ax.values {
			if v == set[ax.key] {
				continue
			}
			m := make(map[string]string, len(set))
			for k, x := range set {
				m[k] = x
			}
			if v == "" {
				delete(m, ax.key)
			} else {
				m[ax.key] = v
			}
			j, ok := r.index[settingsKey(c.Dialect.Name(), m)]
			if !ok {
				continue
			}
			neighbours++
			if !slices.Equal(r.hits[j], r.hits[me]) {
				same = false
				break
			}
		}
		if same && neighbours > 0 {
			out = append(out, ax.key)
		}
	}
	return out
}

// An axis is an option of a dialect in the space searched, and the
// values it takes there, "" standing for its default.
type axis struct {
	key    string
	values []string
}

// axes returns the options the configurations of dialect name vary, in
// the order they first appear in their names.
func (r *Result) axes(name string) []axis {
	var out []axis
	at := map[string]int{}
	for _, c := range r.Configs {
		if c.Dialect.Name() != name {
			continue
		}
		for _, s := range c.Settings {
			i, ok := at[s.Key]
			if !ok {
				i = len(out)
				at[s.Key] = i
				out = append(out, axis{key: s.Key, values: []string{""}})
			}
			if !slices.Contains(out[i].values, s.Value) {
				out[i].values = append(out[i].values, s.Value)
			}
		}
	}
	order := map[string]int{}
	for _, c := range r.Configs {
		if c.Dialect.Name() == name {
			for i, o := range engine.Options(c.Dialect) {
				order[o.Key] = i + 1
			}
			break
		}
	}
	slices.SortStableFunc(out, func(a, b axis) int {
		oa, ob := order[a.key], order[b.key]
		if oa == 0 { // a family member (scheme.http): after the keys
			oa = len(order) + 1
		}
		if ob == 0 {
			ob = len(order) + 1
		}
		if oa == ob {
			return strings.Compare(a.key, b.key)
		}
		return oa - ob
	})
	return out
}

// A Group is configurations that share a rank and differ only in options
// the evidence does not determine: one line of fit's listing.
type Group struct {
	Rank       int
	Reproduced int
	// Name is the configuration with the undetermined options left out.
	Name string
	// Undetermined are options left out of Name that take any value.
	Undetermined []string
	// Several are options that take several values, not all, among the
	// Members: configurations of one dialect and rank that reproduce
	// exactly the same observations are one line, and Name is then the
	// first of them.
	Several []string
	// Members are the indexes in Ranking of the configurations grouped.
	Members []int
}

// Groups returns every configuration, grouped as fit lists them, in
// ranking order.
func (r *Result) Groups() []Group {
	var out []Group
	at := map[string]int{}
	for i, rk := range r.Ranking {
		und := r.Undetermined(i)
		name := reducedName(rk.Config, und)
		key := strconv.Itoa(rk.Rank) + "\x00" + name
		if g, ok := at[key]; ok {
			out[g].Members = append(out[g].Members, i)
			for _, k := range und {
				if !slices.Contains(out[g].Undetermined, k) {
					out[g].Undetermined = append(out[g].Undetermined, k)
				}
			}
			continue
		}
		at[key] = len(out)
		out = append(out, Group{Rank: rk.Rank, Reproduced: rk.Reproduced, Name: name, Undetermined: und, Members: []int{i}})
	}
	return r.mergeAlike(out)
}

// mergeAlike merges the groups of one rank and one dialect whose
// configurations reproduce exactly the same observations, naming the
// merged group by the settings its members share.
func (r *Result) mergeAlike(groups []Group) []Group {
	var out []Group
	at := map[string]int{}
	for _, g := range groups {
		c := r.Ranking[g.Members[0]]
		h := r.hits[c.index]
		key := strconv.Itoa(g.Rank) + "\x00" + c.Config.Dialect.Name() + "\x00" + hitsKey(h)
		k, ok := at[key]
		if !ok {
			at[key] = len(out)
			out = append(out, g)
			continue
		}
		m := &out[k]
		m.Members = append(m.Members, g.Members...)
		for _, u := range g.Undetermined {
			if !slices.Contains(m.Undetermined, u) {
				m.Undetermined = append(m.Undetermined, u)
			}
		}
		m.Several = r.differing(m.Members, m.Undetermined)
	}
	return out
}

// differing returns the keys, other than those of undetermined, that
// configurations (indexes in Ranking) of one dialect set differently.
func (r *Result) differing(members []int, undetermined []string) []string {
	first := r.Ranking[members[0]].Config
	var out []string
	for _, ax := range r.axes(first.Dialect.Name()) {
		if slices.Contains(undetermined, ax.key) {
			continue
		}
		v0, _ := first.Get(ax.key)
		for _, i := range members[1:] {
			if v, _ := r.Ranking[i].Config.Get(ax.key); v != v0 {
				out = append(out, ax.key)
				break
			}
		}
	}
	return out
}

// hitsKey is a set of observations as a map key.
func hitsKey(h []uint64) string {
	b := make([]byte, 0, 8*len(h))
	for _, w := range h {
		b = append(b, byte(w), byte(w>>8), byte(w>>16), byte(w>>24), byte(w>>32), byte(w>>40), byte(w>>48), byte(w>>56))
	}
	return string(b)
}

// reducedName is c's name without the settings of keys.
func reducedName(c engine.Config, keys []string) string {
	var b strings.Builder
	b.WriteString(c.Dialect.Name())
	for _, s := range c.Settings {
		if !slices.Contains(keys, s.Key) {
			b.WriteString(" -o " + s.String())
		}
	}
	return b.String()
}

// NotDetermined returns, for each dialect among the best configurations,
// the options this evidence does not determine for any of them, as
// "dialect option" pairs in ranking order.
func (r *Result) NotDetermined() []string {
	var out []string
	for i := range r.Best() {
		for _, k := range r.Undetermined(i) {
			s := r.Ranking[i].Config.Dialect.Name() + " " + k
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}
