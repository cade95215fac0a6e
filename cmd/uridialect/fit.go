package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/fit"
	replay "github.com/uridialect/uridialect/migrate/captures"
)

const fitAbout = `Reads observations, base<TAB>reference<TAB>observed lines (or the fields of
the batch's output), from FILE or, with -, standard input, and ranks every
configuration (a dialect and the values of its options that change resolution)
by how many observations it reproduces. An empty observed field, or (error),
means the system refused the reference. Fields use the batch's escaping.

Ties share a rank. For the configurations ranked first it lists every
observation they miss and the step of their trace where they part from it; it
names the options the evidence does not determine and the observations no
configuration reproduces. A malformed line is reported with its number; the
exit status is then 1.

With --captures, the inputs are archives (WARC, ARC, WACZ files, folders,
globs; CDX or CDXJ indexes of their captures beside them): every link of
every HTML document is an observation, which a configuration explains when
its target was captured as written (the URL the crawler requested, without
its fragment) near the document's date. A crawler captured what it resolved,
so the configuration ranked first is the crawler's reading. The links none of
whose targets was captured are left out; standard error ends with the
accounting of records and links. --evidence-links N (10000) bounds the links
kept: past it, the inputs are read no further, and standard error says so.
Each archive is read twice (its captures, its links): standard input is refused.
See docs/fit.md and docs/captures.md.`

func runFit(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("fit", "[--json] [--top N] FILE|- | --captures ARCHIVE...", fitAbout, stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	top := fs.Int("top", 10, "list the first `N` lines of the ranking, saying how many more tie with the last; 0 for all")
	fromCaptures := fs.Bool("captures", false, "the inputs are archives: rank by the links whose targets were captured")
	evidenceLinks := fs.Int("evidence-links", replay.DefaultEvidenceLinks, "with --captures, the most links with a captured target kept as evidence")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if *top < 0 {
		return usageError(fs, "--top %d: want 0 (all) or more", *top)
	}
	if *evidenceLinks <= 0 {
		return usageError(fs, "--evidence-links wants a positive number")
	}
	if *fromCaptures {
		if fs.NArg() == 0 {
			return usageError(fs, "--captures wants an ARCHIVE (a file, a folder or a glob)")
		}
		if slices.Contains(fs.Args(), archive.Stdin) {
			return usageError(fs, "--captures reads each archive twice, for its captures and for its links: standard input cannot be; name the files")
		}
		return fitCaptures(fs.Args(), *asJSON, *top, *evidenceLinks, stdout, stderr)
	}
	if fs.NArg() != 1 {
		return usageError(fs, "want one FILE, or - for standard input")
	}
	name := fs.Arg(0)
	in := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
			return exitInvalid
		}
		defer f.Close()
		in = f
	} else {
		name = "standard input"
	}
	rd, err := fit.Read(in)
	obs, bad, skipped := rd.Observations, rd.Bad, rd.Skipped
	for _, le := range bad {
		fmt.Fprintf(stderr, "uridialect fit: %s: %v\n", name, le)
	}
	if err != nil {
		if errors.Is(err, fit.ErrNoObservations) && len(bad) > 0 {
			fmt.Fprintf(stderr, "uridialect fit: %s: %v (%d malformed lines)\n", name, err, len(bad))
		} else {
			fmt.Fprintf(stderr, "uridialect fit: %s: %v\n", name, err)
		}
		return exitInvalid
	}
	if err := writeFitReport(fit.Fit(obs, fit.Options{}).Report(*top), *asJSON, stdout); err != nil {
		fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
		return exitInvalid
	}
	if len(bad) > 0 {
		fmt.Fprintf(stderr, "uridialect fit: %d lines of %s: %d observations, %d empty, %d malformed (left out)\n",
			len(obs)+skipped+len(bad), name, len(obs), skipped, len(bad))
		return exitInvalid
	}
	return exitOK
}

// writeFitReport writes a fit report as text or JSON.
func writeFitReport(rep fit.Report, asJSON bool, w io.Writer) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return enc.Encode(rep)
	}
	return rep.WriteText(w)
}

// fitCaptures ranks the configurations by the links of the archives'
// documents whose targets the archives captured.
func fitCaptures(inputs []string, asJSON bool, top, evidenceLinks int, stdout, stderr io.Writer) int {
	coll := replay.Open(nil, inputs, captures.IndexOptions{})
	defer coll.Close()
	status := exitOK
	for _, err := range coll.Failed {
		fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
		status = exitInvalid
	}
	ev, err := replay.ReadEvidence(inputs, coll, evidenceLinks)
	if err != nil {
		fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
		return exitInvalid
	}
	for _, f := range ev.Records.Failures {
		fmt.Fprintf(stderr, "uridialect fit: %v\n", f)
		status = exitInvalid
	}
	if len(ev.Observations) == 0 {
		fmt.Fprintf(stderr, "uridialect fit: no link of the %d documents has a captured target\n%s\n", ev.Documents, ev.Records.String())
		return exitInvalid
	}
	res := ev.Fit()
	if err := ev.Err(); err != nil {
		fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
		return exitInvalid
	}
	if err := writeFitReport(res.Report(top), asJSON, stdout); err != nil {
		fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
		return exitInvalid
	}
	fmt.Fprintf(stderr, "%s\nlinks: %d found in %d documents = %d with a target captured as written + %d without (left out)\n",
		ev.Records.String(), ev.Links, ev.Documents, len(ev.Observations), ev.Uncaptured)
	if ev.Capped() {
		fmt.Fprintf(stderr, "evidence: stopped at --evidence-links %d links with a captured target; the input read last was read in part", evidenceLinks)
		if len(ev.Unread) > 0 {
			fmt.Fprintf(stderr, ", %d not read: %s", len(ev.Unread), strings.Join(ev.Unread, ", "))
		}
		fmt.Fprintln(stderr)
	}
	return status
}
