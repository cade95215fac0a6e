package fit

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// evidence is, for each client profile, the test that fit over the
// client's own evidence ranks its profile first: what Roy Fielding saw it
// do in 1997, its library's own test, or its table of cases traced to its
// source. TestFitRanksEachClientFirst runs it for every registered client:
// a client registered without its entry fails there.
var evidence = map[string]func(t *testing.T){
	"netscape4": func(t *testing.T) { rankedFirstOnFielding(t, "Mozilla/4.03", "netscape4", "Netscape Navigator 4", "") },
	"lynx2":     func(t *testing.T) { rankedFirstOnFielding(t, "Lynx/2.7.1", "lynx2", "Lynx 2.7", "") },
	// MSIE 3 came of Spyglass Mosaic, licensed from NCSA's, and its model
	// reproduces 69 of Mosaic 2.6's 71 URL answers too: it drops the ".."
	// above the root Mosaic kept ("../../../g", "../../../../g"), where
	// mosaic2 writes "http://g/" for "//g" twice; the answers that would
	// tell them apart are the ones Mosaic showed as "(current document)",
	// which are no URL.
	"mosaic2":     func(t *testing.T) { rankedFirstOnFielding(t, "NCSA_Mosaic/2.6", "mosaic2", "NCSA Mosaic 2.x", "msie3") },
	"msie3":       func(t *testing.T) { rankedFirstOnFielding(t, "MSIE 3.01", "msie3", "MSIE 3.01", "") },
	"python15":    fitRanksPython15First,
	"libwwwperl5": fitRanksLibwwwPerl5First,
	"wget1":       fitRanksWget1First,
	"heritrix":    fitRanksHeritrixFirst,
}

// TestFitRanksEachClientFirst runs, for every registered client profile,
// its evidence test.
func TestFitRanksEachClientFirst(t *testing.T) {
	for _, d := range engine.Clients() {
		t.Run(d.Name(), func(t *testing.T) {
			test, ok := evidence[d.Name()]
			if !ok {
				t.Fatalf("no evidence that fit ranks %s first: add the client's to evidence", d.Name())
			}
			test(t)
		})
	}
	assert.Len(t, evidence, len(engine.Clients()), "evidence of a client that is not registered")
}

// rankedFirstOnFielding fits what Roy Fielding saw client do in 1997
// (clients/testdata/fielding1997.txt) against every configuration, the
// client profiles among them, and checks that dialect, the client's own
// profile, ranks first, alone or with tied (another client ranked first
// with it), and that the report says whose resolution the evidence is
// (document). The observations of the page's own address ("(current
// document)") are left out: they are not a URL.
func rankedFirstOnFielding(t *testing.T, client, dialect, document, tied string) {
	t.Helper()
	obs, err := dialecttest.ReadObservations("../clients/testdata/fielding1997.txt")
	require.NoError(t, err)
	var in []Observation
	for _, o := range obs.Rows {
		if k := obs.Key(o.Page, client); k != "" && o.Of(k) && !o.IsCurrentDocument() {
			in = append(in, Observation{Line: o.Line, Base: o.Base, Ref: o.Ref, Observed: o.Result})
		}
	}
	require.NotEmpty(t, in)
	res := Fit(in, Options{Workers: 1})
	best := res.Best()
	require.NotEmpty(t, best)
	var other bool
	for _, b := range best {
		if name := b.Config.Dialect.Name(); name == tied {
			other = true
			continue
		}
		assert.Equal(t, dialect, b.Config.Dialect.Name(), "ranked first: %s (%d/%d)", b.Config.Name(), b.Reproduced, len(in))
	}
	assert.Equal(t, tied != "", other, "%s tied first", tied)
	if tied != "" {
		return // no one client is named: the evidence is two clients'
	}
	rep := res.Report(5)
	assert.Equal(t, document, rep.Client)
	var text strings.Builder
	require.NoError(t, rep.WriteText(&text))
	assert.Contains(t, text.String(), "\nthis is how "+document+" resolved: its client profile alone ranks first\n")
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
		client, best[0].Config.Name(), best[0].Reproduced, len(in), s.Config.Name(), s.Reproduced, 100*float64(s.Reproduced)/float64(len(in)))
}
