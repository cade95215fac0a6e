package engine

import (
	"slices"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

func TestParts(t *testing.T) {
	for _, d := range All() {
		if got, want := Parts(d), Info(d).Parts; len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("Parts(%s) = %v, want its Info's %v", d.Name(), got, want)
		}
	}
	got := Parts(plain{}) // config_test.go's dialect that describes nothing
	if len(got) != dialect.NumParts || got[0] != (dialect.PartName{Part: dialect.Scheme, Name: dialect.Scheme.String()}) {
		t.Errorf("Parts of a dialect that describes nothing: %v, want every part by its generic name", got)
	}
}
