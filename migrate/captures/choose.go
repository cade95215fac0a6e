package captures

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/fit"
	"github.com/uridialect/uridialect/migrate"
)

// Captured is the --from of migrate that chooses each input's
// configuration from its captures (Choose).
const Captured = "captured"

// DefaultEvidenceLinks is the most links an input keeps as evidence
// (ChooseOptions.EvidenceLinks), and ReadEvidence all its inputs
// together: the links of the first documents with a target captured as
// written, 10,000 of them, some 100 bytes each.
const DefaultEvidenceLinks = 10000

// ChooseOptions say how Choose reads an input.
type ChooseOptions struct {
	// Open opens an input's records (archive.Collection.Open); it is
	// called twice for an input: for its captures, then for its links.
	Open func(name string) (*archive.Reader, io.Closer, error)
	// Sources are looked up besides the input's own records (the
	// command's --captures sources; nil for none).
	Sources *captures.Collection
	// Config gives plain files their URL and date (Config.PlainFile) and
	// names the examples kept (Config.Examples, DefaultExamples if 0).
	Config migrate.Config
	// EvidenceLinks is the most links kept as evidence
	// (DefaultEvidenceLinks if 0); past it, the input is not read
	// further for its evidence (Fitted.Capped).
	EvidenceLinks int
}

// Choose chooses the configuration of the records of the input named
// from what its crawl captured. It reads the input twice: first its
// records, indexed as captures in memory (captures.Records), then the
// links of its documents (the first EvidenceLinks with a target captured
// as written in its records or in Sources: ReadEvidence's observations),
// by which fit ranks every configuration, client profiles included. The
// configuration that explains the most links is chosen; among
// configurations that explain as many, the one of the era of the input's
// first dated document (migrate.AutoEras), if it is among them, else the
// first in fit's order (engine.Configurations: the specifications in
// order of publication, then the clients, each one's defaults first).
// When no link has a captured target, or the configurations of auto's
// eras (rfc1630, rfc1808, rfc2396, rfc3986) all explain as many links as
// the best (no capture tells apart what the dates would choose between),
// the input takes the era table of auto, each record by its date, and
// Fallback says why. The
// error is one that ends the input's reading for its captures, or a
// source's lookup that failed; the caller then migrates the input
// under auto.
func Choose(name string, opt ChooseOptions) (migrate.Fitted, error) {
	auto, err := migrate.ParseFrom("auto")
	if err != nil {
		return migrate.Fitted{}, err
	}
	f := migrate.Fitted{Input: name, From: auto}
	own := captures.NewRecords(name, captures.Limits{})
	rd, closer, err := opt.Open(name)
	if err != nil {
		return f, err
	}
	err = own.AddRecords(rd, name)
	closer.Close()
	if err != nil {
		return f, err
	}
	colls := []*captures.Collection{captures.NewCollection(captures.Limits{}, own)}
	if opt.Sources != nil {
		colls = append(colls, opt.Sources)
	}
	limit := opt.EvidenceLinks
	if limit <= 0 {
		limit = DefaultEvidenceLinks
	}
	e := &Evidence{colls: colls, limit: limit}
	res, err := doclinks.NewResolver(engine.All()...)
	if err != nil {
		return f, err
	}
	if rd, closer, err = opt.Open(name); err != nil {
		return f, err
	}
	cfg := opt.Config
	e.read(res, rd, name, func(rec *archive.Record) {
		if rec.Format == archive.FormatDocument && rec.URI == "" {
			rec.URI, rec.Date = cfg.PlainFile(rec.File)
		}
	})
	closer.Close()
	if e.err != nil {
		return f, e.err
	}
	f.Documents, f.Links, f.Evidence, f.Capped = e.Documents, e.Links, len(e.Observations), e.capped
	if !e.first.IsZero() {
		f.Date = e.first.UTC().Format(time.RFC3339)
	}
	if len(e.Observations) == 0 {
		return e.fallback(f, fmt.Sprintf("no link of its %d documents has a target captured as written", e.Documents)), nil
	}
	r := e.Fit()
	if err := e.Err(); err != nil {
		return f, err
	}
	first := map[string]bool{}
	for _, b := range r.Best() {
		first[b.Config.Name()] = true
	}
	var eras []string
	for _, c := range auto.Configs() {
		eras = append(eras, c.Name())
	}
	if !slices.ContainsFunc(eras, func(n string) bool { return !first[n] }) || len(r.Best()) == len(r.Ranking) {
		return e.fallback(f, fmt.Sprintf("the configurations of its eras (%s) explain as many links as any, %d of the %d with a captured target: no capture tells them apart",
			strings.Join(eras, ", "), r.Ranking[0].Reproduced, len(e.Observations))), nil
	}
	keep := cfg.Examples
	if keep <= 0 {
		keep = migrate.DefaultExamples
	}
	era := auto.For(e.first).Name()
	chosen := 0
	for i, b := range r.Best() {
		if b.Config.Name() == era {
			chosen = i
			break
		}
	}
	c := r.Ranking[chosen]
	f.From, f.Chosen, f.Explained = migrate.Fixed(c.Config), c.Config.Name(), c.Reproduced
	for i, b := range r.Best() {
		if i == chosen {
			continue
		}
		if len(f.Tied) < keep {
			f.Tied = append(f.Tied, b.Config.Name())
		}
		f.TiedCount++
	}
	runnerUp := len(r.Best())
	f.RunnerUp, f.RunnerUpExplained = r.Ranking[runnerUp].Config.Name(), r.Ranking[runnerUp].Reproduced
	for j := range e.Observations {
		byChosen, byRunnerUp := r.Reproduces(chosen, j), r.Reproduces(runnerUp, j)
		if byChosen != byRunnerUp && len(f.Distinguishing) < keep {
			f.Distinguishing = append(f.Distinguishing, e.link(r, j, chosen, runnerUp))
		}
		if !byChosen && len(f.Unexplained) < keep {
			f.Unexplained = append(f.Unexplained, e.link(r, j, chosen, runnerUp))
		}
	}
	return f, nil
}

// fallback is f migrated under the era table of auto, for reason.
func (e *Evidence) fallback(f migrate.Fitted, reason string) migrate.Fitted {
	f.Chosen, f.Fallback = f.From.String(), reason
	return f
}

// link is observation j as a FitLink: what the configurations ranked
// chosen and runnerUp make of it, and which explains it.
func (e *Evidence) link(r *fit.Result, j, chosen, runnerUp int) migrate.FitLink {
	o := e.Observations[j]
	l := migrate.FitLink{Document: e.docs[j], Base: o.Base, Raw: o.Ref, Captured: o.Observed}
	l.Chosen, _ = fit.Answer(r.Ranking[chosen].Config, o)
	l.RunnerUp, _ = fit.Answer(r.Ranking[runnerUp].Config, o)
	switch {
	case r.Reproduces(chosen, j) && r.Reproduces(runnerUp, j):
		l.Explains = "both"
	case r.Reproduces(chosen, j):
		l.Explains = "chosen"
	case r.Reproduces(runnerUp, j):
		l.Explains = "runner-up"
	}
	return l
}

// EvidenceSources opens what Choose looks an input's links up in besides
// the input's own records: the sources named (CDX and CDXJ indexes,
// archives, folders, globs), and, for Inputs, every input of the run (a
// crawl whose pages and targets are in files apart); nil when none is
// named. A source that cannot be read is named in its Failed (Open's
// collection, which the run reports, holds the same sources).
func EvidenceSources(sources, inputs []string, opts captures.IndexOptions) *captures.Collection {
	if len(sources) == 0 {
		return nil
	}
	paths, runInputs := sourcePaths(sources, inputs, false)
	return captures.OpenRunCollection(paths, runInputs, opts)
}
