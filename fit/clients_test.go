package fit_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/fit"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestFitRanksTheClientFirst fits what Roy Fielding saw each client do in
// 1997 (clients/testdata/fielding1997.txt) against every configuration,
// the client profiles among them, and checks that the client's own
// profile ranks first, alone, and that the report says whose resolution
// the evidence is. The observations of the page's own address
// ("(current document)") are left out: they are not a URL.
func TestFitRanksTheClientFirst(t *testing.T) {
	obs, err := dialecttest.ReadObservations("../clients/testdata/fielding1997.txt")
	require.NoError(t, err)
	for _, c := range []struct {
		client, dialect, document string
		tied                      string // another client ranked first with it, and why
	}{
		{"Mozilla/4.03", "netscape4", "Netscape Navigator 4", ""},
		{"Lynx/2.7.1", "lynx2", "Lynx 2.7", ""},
		// MSIE 3 came of Spyglass Mosaic, licensed from NCSA's, and its
		// model reproduces 69 of Mosaic 2.6's 71 URL answers too: it
		// drops the ".." above the root Mosaic kept ("../../../g",
		// "../../../../g"), where mosaic2 writes "http://g/" for "//g"
		// twice; the answers that would tell them apart are the ones
		// Mosaic showed as "(current document)", which are no URL.
		{"NCSA_Mosaic/2.6", "mosaic2", "NCSA Mosaic 2.x", "msie3"},
		{"MSIE 3.01", "msie3", "MSIE 3.01", ""},
	} {
		t.Run(c.dialect, func(t *testing.T) {
			var in []fit.Observation
			for _, o := range obs.Rows {
				if k := obs.Key(o.Page, c.client); k != "" && o.Of(k) && !o.IsCurrentDocument() {
					in = append(in, fit.Observation{Line: o.Line, Base: o.Base, Ref: o.Ref, Observed: o.Result})
				}
			}
			require.NotEmpty(t, in)
			res := fit.Fit(in, fit.Options{Workers: 1})
			best := res.Best()
			require.NotEmpty(t, best)
			var other bool
			for _, b := range best {
				if name := b.Config.Dialect.Name(); name == c.tied {
					other = true
					continue
				}
				assert.Equal(t, c.dialect, b.Config.Dialect.Name(), "ranked first: %s (%d/%d)", b.Config.Name(), b.Reproduced, len(in))
			}
			assert.Equal(t, c.tied != "", other, "%s tied first", c.tied)
			if c.tied != "" {
				return // no one client is named: the evidence is two clients'
			}
			rep := res.Report(5)
			assert.Equal(t, c.document, rep.Client)
			var text strings.Builder
			require.NoError(t, rep.WriteText(&text))
			assert.Contains(t, text.String(), "\nthis is how "+c.document+" resolved: its client profile alone ranks first\n")
			spec := -1
			for i, r := range res.Ranking {
				if !engine.IsClient(r.Config.Dialect) {
					spec = i
					break
				}
			}
			require.GreaterOrEqual(t, spec, 0)
			s := res.Ranking[spec]
			assert.Less(t, s.Reproduced, best[0].Reproduced)
			t.Logf("%s: %s reproduces %d of %d; the best specification's configuration, %s, %d (%.0f%%)",
				c.client, best[0].Config.Name(), best[0].Reproduced, len(in), s.Config.Name(), s.Reproduced, 100*float64(s.Reproduced)/float64(len(in)))
		})
	}
}
