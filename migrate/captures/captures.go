// Package captures looks the links migrate finds up in a web archive's
// captures, as replay tools do, and gives each link a replay verdict
// under each modern dialect: does the archive hold the page the link
// meant, and does replay find it? It joins package migrate (the links,
// their targets then and now) and package captures (the indexes, the
// lookup nearest in time, the verdicts).
//
// A [Replayer] is migrate's Config.Replay. For a link whose verdict is
// not same (the targets differ as strings under some modern dialect, or
// fail), it looks up the then-target and each dialect's now-target at the
// document's capture date (captures.Collection.Lookup: the nearest
// capture under the URL's SURT key, a redirect followed as replay follows
// it) and judges them (captures.Judge): same, found, wrong, breaks or
// missing. Links found the same under every dialect are not looked up:
// replay finds their target as the author's client did.
//
// [Open] opens what a run looks up: the sources named (CDX and CDXJ
// indexes, searched where they lie; WARC, ARC and WACZ files and folders,
// indexed in memory) and the run's inputs themselves, whose response,
// revisit and resource records are captures too.
//
// The captures are also evidence of the crawler's rules: [ReadEvidence]
// takes every link whose target some configuration resolves to a URL
// captured as written, by which package fit ranks the configurations
// (`fit --captures`), and [Choose] chooses the configuration of each
// input of a migration from its own links so (migrate's Config.Fitted,
// `migrate --from captured`).
package captures

import (
	"fmt"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/captures/replaypatch"
	"github.com/uridialect/uridialect/migrate"
)

// A Replayer gives links their replay verdicts from a collection of
// captures. It is safe for concurrent use.
type Replayer struct {
	coll *captures.Collection
	// Breaks, when set, is given every link that breaks in replay under a
	// dialect (captures.Breaks): its row, the dialect's name, and the
	// break as a replay patch mends it. It is called from the run's
	// workers at once, a record's rows in order but records in any order,
	// so it must be safe for concurrent use, and a patch that depends on
	// the order keeps them by record (row.File, row.RecordOffset) until
	// the run writes the record (output.Options.Written). Its error fails
	// the record.
	Breaks func(row *migrate.Row, dialect string, b replaypatch.Break) error
}

// NewReplayer returns a Replayer that looks links up in coll.
func NewReplayer(coll *captures.Collection) *Replayer { return &Replayer{coll: coll} }

// Replay fills in the row's CaptureThen and, for each side, CaptureNow
// and Replay. The targets are looked up at the row's date, the date of
// the capture of the document that links them: replay looks a link's
// target up nearest in time to the page that links it. A document
// without a date (a plain file without --date) looks them up at the
// zero time, so finds the earliest capture of each. A target that failed
// to resolve has no capture. The error is a source that could not be
// read (an index's read error), which fails the record.
func (r *Replayer) Replay(row *migrate.Row) error {
	var at time.Time
	if row.Date != "" {
		t, err := time.Parse(time.RFC3339, row.Date)
		if err != nil {
			return fmt.Errorf("the document's date %q: %v", row.Date, err)
		}
		at = t
	}
	then, err := r.lookup(row.TargetThen, row.ErrorThen, at)
	if err != nil {
		return err
	}
	row.CaptureThen = captureTime(then)
	for i := range row.Now {
		side := &row.Now[i]
		now := then
		if side.Target != row.TargetThen || side.Error != row.ErrorThen {
			if now, err = r.lookup(side.Target, side.Error, at); err != nil {
				return err
			}
		}
		side.CaptureNow = captureTime(now)
		side.Replay = captures.Judge(then, now)
		if side.Replay == captures.Breaks && r.Breaks != nil {
			// The redirect leads where replay would have gone from the
			// then-target: its capture as recorded (Chain[0]).
			b := replaypatch.Break{Linked: at, Now: side.Target, Then: then.Chain[0].URL, ThenTime: then.Chain[0].Time}
			if err := r.Breaks(row, side.Dialect, b); err != nil {
				return err
			}
		}
	}
	return nil
}

// lookup looks a target up; one that failed to resolve (failure not
// empty) has no capture.
func (r *Replayer) lookup(target, failure string, at time.Time) (captures.Lookup, error) {
	if failure != "" || target == "" {
		return captures.Lookup{URL: target, At: at, Stop: captures.StopNotCaptured}, nil
	}
	l, err := r.coll.Lookup(target, at)
	if err != nil {
		return l, fmt.Errorf("%s: %w", target, err)
	}
	return l, nil
}

// captureTime is the 14-digit time of the capture of the URL looked up
// (the first of its chain), when replay shows a page for it; "" when it
// shows none.
func captureTime(l captures.Lookup) string {
	if !l.Captured() {
		return ""
	}
	return l.Chain[0].Time.UTC().Format(timestamp)
}

// timestamp is the layout of an index's 14-digit capture time.
const timestamp = "20060102150405"

// Inputs, as a source, stands for the run's inputs: Open reads their
// own captures whatever the sources, and Inputs alone asks for nothing
// more.
const Inputs = "inputs"

// Open opens the collection a run looks its links up in: every source
// (a CDX or CDXJ index, searched where it lies; a WARC, ARC or WACZ file,
// a folder or a glob, whose records are indexed in memory; Inputs, which
// adds nothing) and the run's inputs, whose response, revisit and
// resource records are captures too, but standard input (archive.Stdin),
// which the run reads once, for its links. A source that cannot be read
// is named in the collection's Failed, and the others are read.
func Open(sources, inputs []string, opts captures.IndexOptions) *captures.Collection {
	paths, runInputs := sourcePaths(sources, inputs, true)
	return captures.OpenRunCollection(paths, runInputs, opts)
}

// sourcePaths are the paths of the sources, and apart the inputs (but
// standard input, read once) when withInputs or Inputs is among them.
func sourcePaths(sources, inputs []string, withInputs bool) (paths, runInputs []string) {
	for _, s := range sources {
		if s == Inputs {
			withInputs = true
		} else {
			paths = append(paths, s)
		}
	}
	if withInputs {
		for _, in := range inputs {
			if in != archive.Stdin {
				runInputs = append(runInputs, in)
			}
		}
	}
	return paths, runInputs
}

// Problems lists what of coll could not be read, as a run reports it: each
// source that failed, then each index's damaged and out-of-order lines.
// Lost reports whether a capture was lost: a source, or a line that does
// not read (a line out of order is still found).
func Problems(coll *captures.Collection) (problems []error, lost bool) {
	problems = append(problems, coll.Failed...)
	lost = len(coll.Failed) > 0
	for _, ix := range coll.Indexes {
		for _, le := range ix.Failures() {
			problems = append(problems, le)
		}
		lost = lost || ix.Stats().Failed > 0
	}
	return problems, lost
}
