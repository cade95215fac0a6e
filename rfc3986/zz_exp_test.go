package rfc3986

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
)

var zsink string

func BenchmarkExpPtr(b *testing.B) {
	d := New()
	mix := dialecttest.Mix()
	type pp struct {
		ref string
		bd  dialect.Reference
	}
	var ps []pp
	for _, p := range mix {
		bd, err := d.Parse(p.Base)
		if err != nil {
			continue
		}
		ps = append(ps, pp{p.Ref, bd})
	}
	b.Run("value", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			p := &ps[i]
			if i++; i == len(ps) {
				i = 0
			}
			r, _ := d.Parse(p.ref)
			res, _ := d.Resolve(p.bd, r)
			zsink = res.String()
		}
	})
	b.Run("ptrString", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		var r, t dialect.Reference
		for b.Loop() {
			p := &ps[i]
			if i++; i == len(ps) {
				i = 0
			}
			r = dialect.NewReference(p.ref)
			split(&r)
			d.resolve(&t, &p.bd, &r, nil)
			zsink = t.String()
		}
	})
	b.Run("valParse", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		var t dialect.Reference
		for b.Loop() {
			p := &ps[i]
			if i++; i == len(ps) {
				i = 0
			}
			r, _ := d.Parse(p.ref)
			d.resolve(&t, &p.bd, &r, nil)
			zsink = t.Source()
		}
	})
	b.Run("valResolve", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		var r dialect.Reference
		for b.Loop() {
			p := &ps[i]
			if i++; i == len(ps) {
				i = 0
			}
			r = dialect.NewReference(p.ref)
			split(&r)
			t, _ := d.Resolve(p.bd, r)
			zsink = t.Source()
		}
	})
	b.Run("ptr", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		var r, t dialect.Reference
		for b.Loop() {
			p := &ps[i]
			if i++; i == len(ps) {
				i = 0
			}
			r = dialect.NewReference(p.ref)
			split(&r)
			d.resolve(&t, &p.bd, &r, nil)
			zsink = t.Source()
		}
	})
}
