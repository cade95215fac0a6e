package fit

import (
	"slices"
	"testing"

	"github.com/uridialect/uridialect/engine"
)

// The loop closes: for every configuration of the space, a probe for
// the whole space, answered as that configuration answers it, makes fit
// rank first that configuration and the configurations no reference of
// the pool tells from it, and no other.
func TestProbeFitLoop(t *testing.T) {
	configs := engine.Configurations(engine.SchemeOf(DefaultBase))
	p, err := NewProbe(DefaultBase, configs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d configurations, %d classes, probe of %d references from a pool of %d",
		len(configs), len(p.Classes), len(p.Refs), p.PoolSize)
	for c, cf := range configs {
		res := Fit(p.Observations(c), Options{})
		if len(res.Configs) != len(configs) {
			t.Fatalf("fit searched %d configurations, the probe %d", len(res.Configs), len(configs))
		}
		var best []string
		for _, rk := range res.Best() {
			best = append(best, rk.Config.Name())
		}
		var class []string
		for _, k := range p.ClassOf(c) {
			class = append(class, configs[k].Name())
		}
		slices.Sort(best)
		slices.Sort(class)
		if !slices.Equal(best, class) {
			t.Errorf("answered as %s: fit ranks first %q, want its class %q", cf.Name(), best, class)
		}
		if got := res.Best()[0].Reproduced; got != len(p.Refs) {
			t.Errorf("answered as %s: the best reproduce %d of %d", cf.Name(), got, len(p.Refs))
		}
	}
}
