package dialecttest

import (
	"net/url"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// BenchParse benchmarks d.Parse on every input in turn, and net/url's
// url.Parse on the same inputs for comparison, as the sub-benchmarks
// d.Name() and "net/url".
func BenchParse(b *testing.B, d dialect.Dialect, inputs ...string) {
	b.Run(d.Name(), func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range inputs {
				_, _ = d.Parse(s)
			}
		}
	})
	b.Run("net/url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range inputs {
				_, _ = url.Parse(s)
			}
		}
	})
}

// BenchResolve benchmarks resolving every reference in refs against base
// with d, and with net/url's ResolveReference for comparison, as the
// sub-benchmarks d.Name() and "net/url". Both parse base and refs
// beforehand; each resolution builds the result's text. A reference
// either fails to parse is left out of both, so both do the same work.
func BenchResolve(b *testing.B, d dialect.Dialect, base string, refs ...string) {
	bd, err := d.Parse(base)
	if err != nil {
		b.Fatal(err)
	}
	bu, err := url.Parse(base)
	if err != nil {
		b.Fatal(err)
	}
	var rd []dialect.Reference
	var ru []*url.URL
	for _, ref := range refs {
		r, err := dialect.ParseIn(d, bd, ref)
		u, uerr := url.Parse(ref)
		if err == nil && uerr == nil {
			rd, ru = append(rd, r), append(ru, u)
		}
	}
	if len(rd) == 0 {
		b.Fatal("no reference both parse")
	}
	b.Run(d.Name(), func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range rd {
				res, _ := d.Resolve(bd, r)
				_ = res.String()
			}
		}
	})
	b.Run("net/url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range ru {
				_ = bu.ResolveReference(u).String()
			}
		}
	})
}
