package migrate

import (
	"cmp"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
	"github.com/uridialect/uridialect/internal/tool/uriescape"
)

// A Summary holds the aggregates of a migration: the accounting of
// records and links, the counts by verdict, cause, year, host and
// document, and a bounded list of example links per cause. Summaries of
// disjoint sets of records merge (Merge is commutative and associative,
// and the example and document lists keep the same entries whatever the
// order), so records can be migrated anywhere and summed; the report is
// written from a Summary alone.
type Summary struct {
	// Partial reports a run stopped before the end of its inputs.
	Partial bool     `json:"partial"`
	From    string   `json:"from,omitempty"`
	To      []string `json:"to,omitempty"`

	Records   RecordCounts   `json:"records"`
	Links     LinkCounts     `json:"links"`
	Documents DocumentCounts `json:"documents"`
	// Causes counts the links that differ or fail, by cause ID.
	Causes map[string]int `json:"causes"`
	// Years counts links, and changed links (differs or fails), by year
	// of capture ("unknown" without a date).
	Years map[string]Count `json:"years"`
	// Hosts counts links, and changed links, by the host of their
	// document.
	Hosts map[string]Count `json:"hosts"`
	// Inputs counts links, and changed links, by collection: the path of
	// the manifest row that gives a file its configuration, URL or date
	// (--manifest), else the input file (a WACZ package's archive
	// PACKAGE#archive/NAME). A name that is not UTF-8 has its bytes
	// outside ASCII percent-encoded, as a host's.
	Inputs map[string]Count `json:"inputs"`
	// Pairs counts links, and the links changed under each modern
	// dialect (it differs or fails there), by dialect pair: the From
	// configuration a link was read under (by an era table, by the
	// manifest), then the modern dialect.
	Pairs map[string]map[string]Count `json:"dialect_pairs"`
	// TopDocuments are the documents with the most changed links, at most
	// Keep, by changed links, then links, then name, file and offset: each
	// record (capture) of a document its own entry, so that two captures
	// of one URL, in one input file or two, are two entries, and the list
	// is the same whatever order the records are counted and merged in (a
	// run's workers, a pipeline's shards).
	TopDocuments []DocumentCount `json:"top_documents"`
	// Examples holds, per cause, the first Keep changed links in the order
	// of (document, offset, raw).
	Examples map[string][]Example `json:"examples"`
	// Keep bounds TopDocuments and each list of Examples.
	Keep int `json:"keep"`
	// Replay counts the replay verdicts by modern dialect, when the run
	// looked captures up (Config.Replay); nil otherwise.
	Replay map[string]ReplayCounts `json:"replay,omitempty"`
	// Fitted are the configurations chosen for the input files from
	// their captures (Config.Fitted), in input order; nil otherwise.
	Fitted []Fitted `json:"fitted,omitempty"`
}

// RecordCounts accounts for records: Read = Migrated + skipped + Failed.
type RecordCounts struct {
	Read     int            `json:"read"`
	Migrated int            `json:"migrated"`
	Skipped  map[string]int `json:"skipped"` // by type
	Failed   int            `json:"failed"`
	Failures []Failure      `json:"failures"` // every one, by file and offset
	// DigestMismatches counts the records read whose stored WARC digest
	// does not match their bytes (archive.Record.DigestMismatch).
	DigestMismatches int `json:"digest_mismatches"`
}

// A Failure is a record that could not be read or migrated.
type Failure struct {
	File   string `json:"file"`
	Offset int64  `json:"offset"`
	Reason string `json:"reason"`
	// err is the error Reason says, kept while the Failure stays in
	// the process that found it (Err).
	err error
}

// The JSON of a Failure, a DocumentCount and an Example keeps the bytes
// of a string that is not UTF-8 (a Latin-1 link of 1995), which
// encoding/json would write with U+FFFD, in its twin KEY_bytes, as every
// JSON of uridialect does (package jsontwin), and reads them back.

func (f Failure) MarshalJSON() ([]byte, error)        { return jsontwin.Marshal(f) }
func (f *Failure) UnmarshalJSON(b []byte) error       { return jsontwin.Unmarshal(b, f) }
func (d DocumentCount) MarshalJSON() ([]byte, error)  { return jsontwin.Marshal(d) }
func (d *DocumentCount) UnmarshalJSON(b []byte) error { return jsontwin.Unmarshal(b, d) }
func (e Example) MarshalJSON() ([]byte, error)        { return jsontwin.Marshal(e) }
func (e *Example) UnmarshalJSON(b []byte) error       { return jsontwin.Unmarshal(b, e) }

// LinkCounts accounts for links: Found = Same + Equivalent + Differs +
// Fails; Rewritten + Unrewritable = Differs + Fails.
type LinkCounts struct {
	Found        int `json:"found"`
	Same         int `json:"same"`
	Equivalent   int `json:"equivalent"`
	Differs      int `json:"differs"`
	Fails        int `json:"fails"`
	Rewritten    int `json:"rewritten"`
	Unrewritable int `json:"unrewritable"`
	// BasesDiffer counts links whose base then and now differ.
	BasesDiffer int `json:"bases_differ"`
}

// DocumentCounts counts HTML documents and those rewritten.
type DocumentCounts struct {
	HTML      int `json:"html"`
	Rewritten int `json:"rewritten"`
	// Revisits counts the documents that are revisit records given their
	// original's payload (see Originals), among HTML.
	Revisits int `json:"revisits"`
}

// A Count is links and changed links.
type Count struct {
	Links   int `json:"links"`
	Changed int `json:"changed"`
}

// A DocumentCount is the links of one document in one record: its file
// and the record's offset there.
type DocumentCount struct {
	Document     string `json:"document"`
	File         string `json:"file"`
	RecordOffset int64  `json:"record_offset"`
	Count
}

// documentPlace is what tells two DocumentCounts apart.
type documentPlace struct {
	document, file string
	offset         int64
}

func (d DocumentCount) place() documentPlace {
	return documentPlace{d.Document, d.File, d.RecordOffset}
}

// An Example is one changed link.
type Example struct {
	Document string `json:"document"`
	Offset   int    `json:"offset"`
	Raw      string `json:"raw"`
	Base     string `json:"base"` // then
	Then     string `json:"then"`
	Now      string `json:"now"` // the first modern dialect that differs or fails
	Dialect  string `json:"dialect"`
	BaseNow  string `json:"base_now"` // that dialect's base
	From     string `json:"from"`
	Rewrite  string `json:"rewrite,omitempty"`
	// SectionThen and SectionNow are where each side's specification
	// decides the case: the cause's sections, or, for the cause
	// "algorithm", the deciding step of each side's trace.
	SectionThen string `json:"section_then"`
	SectionNow  string `json:"section_now"`
	// Encoding is the document's, in which Raw, Base and Ref are bytes
	// (Row.Encoding).
	Encoding string `json:"encoding,omitempty"`
	// Ref and RefNow are the reference as the dialect of the time and the
	// modern one read it, and ConfigNow the configuration that reads
	// RefNow so: the attribute value as each reading of HTML decodes it,
	// and for a dialect that takes the document's encoding (the URL
	// Standard's parser), the value decoded from that encoding, with
	// encoding=NAME among its options. Given to explain (-d From Base Ref;
	// -d ConfigNow BaseNow RefNow), they show the steps that gave Then and
	// Now.
	Ref       string `json:"ref"`
	RefNow    string `json:"ref_now"`
	ConfigNow string `json:"config_now"`
}

// NewSummary returns an empty Summary keeping keep examples per cause.
func NewSummary(keep int) *Summary {
	return &Summary{
		Records: RecordCounts{Skipped: map[string]int{}},
		Causes:  map[string]int{}, Years: map[string]Count{}, Hosts: map[string]Count{},
		Inputs: map[string]Count{}, Pairs: map[string]map[string]Count{},
		Examples: map[string][]Example{}, Keep: keep,
	}
}

func (c *RecordCounts) skip(kind string) { c.Skipped[kind]++ }

// Err returns the error that failed the record, whose text is Reason:
// an error of package archive (archive.ErrDigestMismatch, an
// *archive.ErrBodyTooLarge) that a caller may tell apart. It is nil for a
// Failure read back from JSON or gob.
func (f *Failure) Err() error { return f.err }

func (s *Summary) fail(file string, offset int64, err error) {
	reason := err.Error()
	s.Records.Read++
	s.Records.Failed++
	s.Records.Failures = append(s.Records.Failures, Failure{File: file, Offset: offset, Reason: reason, err: err})
}

// addRows counts the links of one record, rows that are all of them,
// each given its replay verdicts by replay first; to names the modern
// dialects.
func (s *Summary) addRows(rows []Row, rd reading, to []string, replay func(*Row, *tally) error) error {
	t := s.newTally(rd, to)
	for i := range rows {
		r := &rows[i]
		if err := replay(r, t); err != nil {
			return err
		}
		t.link(r.Document, r.Date, r.Verdict, basesDiffer(r))
		t.pair(r.From, r.Now)
		if changes(r.Verdict) {
			t.changed(r, i)
		}
	}
	t.finish()
	return nil
}

// basesDiffer reports whether a modern dialect's base differs from the
// base then.
func basesDiffer(r *Row) bool {
	for _, side := range r.Now {
		if side.Base != r.BaseThen {
			return true
		}
	}
	return false
}

// changes reports a verdict that changes the link: it differs or fails.
func changes(v Verdict) bool { return v == Differs || v == Fails }

// A tally counts the links of one record into its Summary as they are
// migrated, so that a link whose verdict is same need not be kept as a
// Row to be counted, and takes no memory per link: the counts by year,
// host and document are added a run of links of one document at a time,
// and the examples are kept as they come, at most Keep per cause.
type tally struct {
	s *Summary
	// doc and year are the document and year of the current run of
	// links, run its counts; file and offset place the record.
	doc, year string
	run       Count
	perDoc    map[string]Count
	file      string
	offset    int64
	examples  map[string][]heldExample
	// replayPages holds the (dialect, replay verdict, document) of the
	// record's links looked up, to count pages.
	replayPages map[[3]string]bool
	// to names the modern dialects; pairs counts the links read under
	// the From configuration from by each of them, in the order of to.
	to    []string
	from  string
	pairs []Count
}

// A heldExample is an example and the index of its row among the
// record's rows, by which a rewrite dropped later is taken back.
type heldExample struct {
	Example
	row int
}

// newTally starts counting the record rd, whose links are migrated to
// the modern dialects named to.
func (s *Summary) newTally(rd reading, to []string) *tally {
	if rd.html {
		s.Documents.HTML++
	}
	if rd.revisited {
		s.Documents.Revisits++
	}
	t := &tally{s: s, to: to, pairs: make([]Count, len(to))}
	if rd.rec != nil {
		t.file, t.offset = rd.rec.File, rd.rec.Offset
	}
	return t
}

// link counts one link of the document doc, captured on date (RFC 3339,
// "" if unknown), by its verdict.
func (t *tally) link(doc, date string, v Verdict, basesDiffer bool) {
	s := t.s
	s.Links.Found++
	switch v {
	case Same:
		s.Links.Same++
	case Equivalent:
		s.Links.Equivalent++
	case Differs:
		s.Links.Differs++
	case Fails:
		s.Links.Fails++
	}
	if basesDiffer {
		s.Links.BasesDiffer++
	}
	year := "unknown"
	if len(date) >= 4 {
		year = date[:4]
	}
	if t.run.Links == 0 || doc != t.doc || year != t.year {
		t.flush()
		t.doc, t.year = doc, year
	}
	t.run.Links++
	if changes(v) {
		t.run.Changed++
	}
}

// pair counts one link, read under the From configuration from, by
// dialect pair: changed under each modern dialect whose side differs or
// fails. sides are the link's, in the order of the tally's to; nil for
// a link the same under every one.
func (t *tally) pair(from string, sides []Side) {
	if from != t.from {
		t.flushPairs()
		t.from = from
	}
	for i := range t.pairs {
		t.pairs[i].Links++
		if sides != nil && changes(sides[i].Verdict) {
			t.pairs[i].Changed++
		}
	}
}

// flushPairs adds the counts by dialect pair of the links read under
// the current From configuration.
func (t *tally) flushPairs() {
	if len(t.pairs) == 0 || t.pairs[0].Links == 0 {
		return
	}
	byTo := t.s.Pairs[t.from]
	if byTo == nil {
		byTo = map[string]Count{}
		t.s.Pairs[t.from] = byTo
	}
	for i, c := range t.pairs {
		byTo[t.to[i]] = byTo[t.to[i]].plus(c)
		t.pairs[i] = Count{}
	}
}

// flush adds the current run of links to the counts by year, host and
// document.
func (t *tally) flush() {
	if t.run.Links == 0 {
		return
	}
	s, c := t.s, t.run
	s.Years[t.year] = s.Years[t.year].plus(c)
	h := hostOf(t.doc)
	s.Hosts[h] = s.Hosts[h].plus(c)
	if t.perDoc == nil {
		t.perDoc = map[string]Count{}
	}
	t.perDoc[t.doc] = t.perDoc[t.doc].plus(c)
	t.run = Count{}
}

// changed counts a link that differs or fails, the record's row-th: its
// rewrite, its cause, and its example if it is among the first Keep of
// its cause.
func (t *tally) changed(r *Row, row int) {
	s := t.s
	if r.Rewrite != "" {
		s.Links.Rewritten++
	} else {
		s.Links.Unrewritable++
	}
	s.Causes[r.Cause]++
	held := t.examples[r.Cause]
	if n := len(held); n >= s.Keep && n > 0 {
		// The rows of a document come in offset order: most are past
		// the last example kept, without one being made.
		last := &held[n-1]
		if c := cmp.Or(cmp.Compare(r.Document, last.Document), cmp.Compare(r.Offset, last.Offset)); c > 0 {
			return
		}
	}
	e := heldExample{exampleOf(r), row}
	i, found := slices.BinarySearchFunc(held, e, func(a, b heldExample) int { return compareExamples(a.Example, b.Example) })
	if found {
		return
	}
	if held == nil {
		held = make([]heldExample, 0, s.Keep+1)
	}
	held = slices.Insert(held, i, e)
	if len(held) > s.Keep {
		held = held[:s.Keep]
	}
	if t.examples == nil {
		t.examples = map[string][]heldExample{}
	}
	t.examples[r.Cause] = held
}

// revoke takes back the rewrite of the record's row-th row, counted
// before the rewritten document showed it could not be made.
func (t *tally) revoke(row int) {
	t.s.Links.Rewritten--
	t.s.Links.Unrewritable++
	for _, held := range t.examples {
		for i := range held {
			if held[i].row == row {
				held[i].Rewrite = ""
			}
		}
	}
}

// finish adds the record's examples and documents to the Summary.
func (t *tally) finish() {
	t.flush()
	t.flushPairs()
	t.finishReplay()
	s := t.s
	for cause, held := range t.examples {
		ex := make([]Example, len(held))
		for i := range held {
			ex[i] = held[i].Example
		}
		if len(s.Examples[cause]) == 0 {
			// held is in order, without two equal, at most Keep: as
			// mergeExamples would leave it.
			s.Examples[cause] = ex
			continue
		}
		s.Examples[cause] = mergeExamples(s.Examples[cause], ex, s.Keep)
	}
	docs := make([]DocumentCount, 0, len(t.perDoc))
	for _, d := range sortedKeys(t.perDoc) {
		docs = append(docs, DocumentCount{Document: d, File: t.file, RecordOffset: t.offset, Count: t.perDoc[d]})
	}
	s.TopDocuments = mergeDocuments(s.TopDocuments, docs, s.Keep)
}

func (c Count) plus(o Count) Count {
	return Count{Links: c.Links + o.Links, Changed: c.Changed + o.Changed}
}

// hostOf returns the host of a document's URI, lower case, for the
// count by host. A host that is not UTF-8 (a map key cannot have a twin)
// has its bytes outside ASCII percent-encoded, so that no byte is lost.
func hostOf(doc string) string {
	u, err := url.Parse(doc)
	if err != nil || u.Host == "" {
		return "(no host)"
	}
	return mapKey(strings.ToLower(u.Host))
}

// mapKey returns s as a key of a map the JSON of a Summary holds, which
// cannot have a twin: its bytes outside ASCII percent-encoded when it is
// not UTF-8, so that no byte is lost.
func mapKey(s string) string {
	if !utf8.ValidString(s) {
		return uriescape.Escape(s)
	}
	return s
}

// countInput adds the links of the record just migrated, which its
// Summary s holds alone, to the count of its collection.
func (s *Summary) countInput(collection string) {
	k := mapKey(collection)
	s.Inputs[k] = s.Inputs[k].plus(Count{Links: s.Links.Found, Changed: s.Links.Differs + s.Links.Fails})
}

func exampleOf(r *Row) Example {
	e := Example{Document: r.Document, Offset: r.Offset, Raw: r.Raw, Base: r.BaseThen,
		Then: r.Then(), From: r.From, Rewrite: r.Rewrite}
	for i := range r.Now {
		side := &r.Now[i]
		if side.Verdict == Differs || side.Verdict == Fails {
			e.Now, e.Dialect, e.BaseNow = side.Now(), side.Dialect, side.Base
			break
		}
	}
	e.SectionThen, e.SectionNow = r.sectionThen, r.sectionNow
	e.Encoding, e.Ref, e.RefNow, e.ConfigNow = r.Encoding, r.refThen, r.refNow, r.configNow
	if c := CauseByID(r.Cause); c != nil && e.SectionThen == "" {
		e.SectionThen, e.SectionNow = c.Section(r.From), c.Section(e.Dialect)
	}
	return e
}

func compareExamples(a, b Example) int {
	return cmp.Or(cmp.Compare(a.Document, b.Document), cmp.Compare(a.Offset, b.Offset),
		cmp.Compare(a.Raw, b.Raw), cmp.Compare(a.Dialect, b.Dialect), cmp.Compare(a.Now, b.Now))
}

// mergeExamples keeps the first keep examples of a and b in their order.
func mergeExamples(a, b []Example, keep int) []Example {
	if keeps(a, keep, func(x, y Example) bool { return compareExamples(x, y) < 0 }) &&
		!slices.ContainsFunc(b, func(e Example) bool { return compareExamples(e, a[keep-1]) <= 0 }) {
		// a holds keep examples, each before any of b's (most merges,
		// once a run has its first examples): a is the answer.
		return a
	}
	out := append(slices.Clone(a), b...)
	slices.SortFunc(out, compareExamples)
	out = slices.CompactFunc(out, func(x, y Example) bool { return compareExamples(x, y) == 0 })
	if len(out) > keep {
		out = out[:keep]
	}
	return out
}

// mergeDocuments keeps the keep documents with the most changed links.
// Each document is counted whole by the record that holds it, so keeping
// the top of each part keeps the top of the whole.
func mergeDocuments(a, b []DocumentCount, keep int) []DocumentCount {
	if documentsKept(a, b, keep) {
		return a
	}
	byPlace := map[documentPlace]Count{}
	for _, l := range [][]DocumentCount{a, b} {
		for _, d := range l {
			byPlace[d.place()] = byPlace[d.place()].plus(d.Count)
		}
	}
	out := make([]DocumentCount, 0, len(byPlace))
	for p, c := range byPlace {
		if c.Changed > 0 {
			out = append(out, DocumentCount{Document: p.document, File: p.file, RecordOffset: p.offset, Count: c})
		}
	}
	slices.SortFunc(out, rankDocuments)
	if len(out) > keep {
		out = out[:keep]
	}
	return out
}

// documentsKept reports whether merging b into a keeps a as it is: a
// holds keep documents with changed links, in rank, and b only others,
// each once, every one ranked after a's last (most merges, once a run has
// its first documents).
func documentsKept(a, b []DocumentCount, keep int) bool {
	if len(b) > keep || !keeps(a, keep, func(x, y DocumentCount) bool { return x.Changed > 0 && rankDocuments(x, y) < 0 }) || a[keep-1].Changed == 0 {
		return false
	}
	for i, d := range b {
		if rankDocuments(d, a[keep-1]) <= 0 || slices.ContainsFunc(a, func(k DocumentCount) bool { return k.place() == d.place() }) ||
			slices.ContainsFunc(b[:i], func(k DocumentCount) bool { return k.place() == d.place() }) {
			return false
		}
	}
	return !slices.ContainsFunc(a, func(x DocumentCount) bool {
		return slices.ContainsFunc(a, func(y DocumentCount) bool { return x.place() == y.place() && x != y })
	})
}

// rankDocuments orders documents by changed links, then links, most
// first, then by name.
func rankDocuments(x, y DocumentCount) int {
	return cmp.Or(cmp.Compare(y.Changed, x.Changed), cmp.Compare(y.Links, x.Links), cmp.Compare(x.Document, y.Document),
		cmp.Compare(x.File, y.File), cmp.Compare(x.RecordOffset, y.RecordOffset))
}

// keeps reports whether list is a full list of keep entries, as the
// merges leave one: keep of them, each before the next (by before).
func keeps[T any](list []T, keep int, before func(x, y T) bool) bool {
	if keep <= 0 || len(list) != keep {
		return false
	}
	for i := 1; i < len(list); i++ {
		if !before(list[i-1], list[i]) {
			return false
		}
	}
	return true
}

// Merge adds o into s.
func (s *Summary) Merge(o *Summary) {
	s.Partial = s.Partial || o.Partial
	if s.From == "" {
		s.From = o.From
	}
	if s.To == nil {
		s.To = o.To
	}
	if o.Keep > s.Keep {
		s.Keep = o.Keep
	}
	s.Records.Read += o.Records.Read
	s.Records.Migrated += o.Records.Migrated
	s.Records.Failed += o.Records.Failed
	s.Records.DigestMismatches += o.Records.DigestMismatches
	addMap(s.Records.Skipped, o.Records.Skipped)
	s.Records.Failures = append(s.Records.Failures, o.Records.Failures...)
	slices.SortStableFunc(s.Records.Failures, func(a, b Failure) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Offset, b.Offset), cmp.Compare(a.Reason, b.Reason))
	})
	l, m := &s.Links, o.Links
	l.Found += m.Found
	l.Same += m.Same
	l.Equivalent += m.Equivalent
	l.Differs += m.Differs
	l.Fails += m.Fails
	l.Rewritten += m.Rewritten
	l.Unrewritable += m.Unrewritable
	l.BasesDiffer += m.BasesDiffer
	s.Documents.HTML += o.Documents.HTML
	s.Documents.Revisits += o.Documents.Revisits
	s.Documents.Rewritten += o.Documents.Rewritten
	addMap(s.Causes, o.Causes)
	addCounts(s.Years, o.Years)
	addCounts(s.Hosts, o.Hosts)
	if s.Inputs == nil {
		s.Inputs = map[string]Count{}
	}
	addCounts(s.Inputs, o.Inputs)
	if s.Pairs == nil {
		s.Pairs = map[string]map[string]Count{}
	}
	for from, byTo := range o.Pairs {
		if s.Pairs[from] == nil {
			s.Pairs[from] = map[string]Count{}
		}
		addCounts(s.Pairs[from], byTo)
	}
	s.mergeReplay(o)
	s.Fitted = append(s.Fitted, o.Fitted...)
	s.TopDocuments = mergeDocuments(s.TopDocuments, o.TopDocuments, s.Keep)
	for k, ex := range o.Examples {
		s.Examples[k] = mergeExamples(s.Examples[k], ex, s.Keep)
	}
}

func addMap(dst, src map[string]int) {
	for k, v := range src {
		dst[k] += v
	}
}

func addCounts(dst, src map[string]Count) {
	for k, v := range src {
		dst[k] = dst[k].plus(v)
	}
}

// SkippedTotal is the number of records skipped, of every type.
func (c *RecordCounts) SkippedTotal() int {
	n := 0
	for _, v := range c.Skipped {
		n += v
	}
	return n
}

// Balanced reports whether the accounting holds: records read = migrated
// + skipped + failed, and links found = same + equivalent + differs +
// fails; when the run looked captures up, every link not same has one
// replay verdict under each modern dialect.
func (s *Summary) Balanced() bool {
	r, l := &s.Records, &s.Links
	return r.Read == r.Migrated+r.SkippedTotal()+r.Failed && r.Failed == len(r.Failures) &&
		l.Found == l.Same+l.Equivalent+l.Differs+l.Fails && l.Rewritten+l.Unrewritable == l.Differs+l.Fails &&
		s.replayBalanced()
}

// Accounting returns the accounting lines, and the replay verdicts' when
// the run looked captures up (ReplayLines):
//
//	records: 12 read = 7 migrated + 4 skipped (metadata 2, request 2) + 1 failed
//	links: 40 found = 30 same + 2 equivalent + 6 differ + 2 fail
func (s *Summary) Accounting() string {
	r, l := &s.Records, &s.Links
	var b strings.Builder
	fmt.Fprintf(&b, "records: %d read = %d migrated + %d skipped", r.Read, r.Migrated, r.SkippedTotal())
	if len(r.Skipped) > 0 {
		kinds := sortedKeys(r.Skipped)
		for i, k := range kinds {
			kinds[i] = fmt.Sprintf("%s %d", k, r.Skipped[k])
		}
		fmt.Fprintf(&b, " (%s)", strings.Join(kinds, ", "))
	}
	fmt.Fprintf(&b, " + %d failed", r.Failed)
	if r.DigestMismatches > 0 {
		fmt.Fprintf(&b, "; %d with a stored digest that does not match", r.DigestMismatches)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "links: %d found = %d same + %d equivalent + %d differ + %d fail; %d rewritten, %d not rewritable",
		l.Found, l.Same, l.Equivalent, l.Differs, l.Fails, l.Rewritten, l.Unrewritable)
	if replay := s.ReplayLines(); replay != "" {
		b.WriteString("\n" + replay)
	}
	return b.String()
}
