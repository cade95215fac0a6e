package migrate

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
)

// A Verdict says how a link's target now stands to its target then.
type Verdict string

// Verdicts, as the link table and the report write them.
const (
	Same       Verdict = "same"       // the same string
	Equivalent Verdict = "equivalent" // another string for the same resource (Section 6 of RFC 3986)
	Differs    Verdict = "differs"    // another resource
	Fails      Verdict = "fails"      // no target on one side
)

// Config says what a migration compares.
type Config struct {
	// From is the dialect the documents were written for.
	From From
	// To lists the modern dialects; each must implement
	// [dialect.BaseEstablisher].
	To []dialect.Dialect
	// Examples is how many example links the summary keeps per cause
	// (DefaultExamples if 0).
	Examples int
	// ChangedRowsOnly leaves out of each Result's Rows the links whose
	// verdict is same, what the command's default link table leaves out:
	// they are counted in its Summary all the same, and most links are
	// found the same without the work of a row.
	ChangedRowsOnly bool
	// Maps give the plain files under their folders (or a file) their
	// real URLs; Date is the capture date of the plain files, which a
	// From of eras reads. A file no Map holds keeps its file: URL;
	// without Date, a plain file has no date (a From of eras takes its
	// last era for it).
	Maps []Map
	Date time.Time
	// Manifest, if set, gives files their URL, date and configuration
	// row by row; what its row gives a file comes before Maps, Date and
	// From (see [Manifest]).
	Manifest *Manifest
	// Replay, when set, looks up in an archive's captures the targets of
	// every link whose verdict is not same, and gives each modern
	// dialect's side a replay verdict (package migrate/captures); the
	// Summary counts them (Summary.Replay).
	Replay Replayer
	// Fitted gives the records of each input file it names their own
	// From, chosen from the file's captures (package migrate/captures),
	// in place of From; a manifest row's configuration comes before it.
	// The Summary lists them (Summary.Fitted).
	Fitted []Fitted
}

// DefaultExamples is the number of example links kept per cause.
const DefaultExamples = 5

// A Migrator migrates records one at a time. Its work on a record
// depends on the record and the Config alone, so records may be migrated
// in any order, by any number of Migrators, and their results merged. A
// Migrator keeps buffers between records: it is not safe for concurrent
// use (use one per goroutine).
type Migrator struct {
	cfg       Config
	resolvers map[string]*doclinks.Resolver // by the From configuration's name
	rewriter  *rewriter
	reads5    []bool // of the current record's dialects
	slab      []Side
	rowSlab   []Row // the free part of a slab the records' rows are cut from
	// codebases are the CODEBASE attributes of the current document.
	codebases []codebaseAttr
	// rows caches the manifest's row of each input file (nil: none).
	rows map[string]*ManifestRow
	// fitted are Config.Fitted's From by input file.
	fitted map[string]*From
	// to names the modern dialects (ToNames).
	to []string
}

// manifestRow returns the row of the manifest that applies to file, nil
// when there is none.
func (m *Migrator) manifestRow(file string) *ManifestRow {
	if m.cfg.Manifest == nil {
		return nil
	}
	row, ok := m.rows[file]
	if !ok {
		row, _ = m.cfg.Manifest.Lookup(file)
		m.rows[file] = row
	}
	return row
}

// collection names what the records of file are counted under in
// Summary.Inputs: the path of its manifest row, else file.
func (m *Migrator) collection(file string) string {
	if row := m.manifestRow(file); row != nil {
		return row.Path
	}
	return file
}

// from returns the From that applies to the records of file: its
// manifest row's configuration, else its Config.Fitted's, else
// Config.From.
func (m *Migrator) from(file string) *From {
	if row := m.manifestRow(file); row != nil && row.FromText != "" {
		return &row.From
	}
	if f, ok := m.fitted[file]; ok {
		return f
	}
	return &m.cfg.From
}

// New returns a Migrator for cfg.
func New(cfg Config) (*Migrator, error) {
	if len(cfg.To) == 0 {
		return nil, errors.New("migrate: no dialect to migrate to")
	}
	if cfg.Examples == 0 {
		cfg.Examples = DefaultExamples
	}
	m := &Migrator{cfg: cfg, resolvers: map[string]*doclinks.Resolver{}, rows: map[string]*ManifestRow{}, fitted: map[string]*From{}}
	froms := append([]From{cfg.From}, cfg.Manifest.Configs()...)
	for i := range cfg.Fitted {
		m.fitted[cfg.Fitted[i].Input] = &cfg.Fitted[i].From
		froms = append(froms, cfg.Fitted[i].From)
	}
	for _, f := range froms {
		for _, c := range f.Configs() {
			if _, ok := m.resolvers[c.Name()]; ok {
				continue
			}
			r, err := doclinks.NewResolver(append([]dialect.Dialect{c.Dialect}, cfg.To...)...)
			if err != nil {
				return nil, fmt.Errorf("migrate: %w", err)
			}
			m.resolvers[c.Name()] = r
		}
	}
	m.rewriter = newRewriter()
	m.to = m.ToNames()
	return m, nil
}

// Config returns the Migrator's configuration.
func (m *Migrator) Config() Config { return m.cfg }

// ToNames returns the names of the modern dialects, in order.
func (m *Migrator) ToNames() []string {
	out := make([]string, len(m.cfg.To))
	for i, d := range m.cfg.To {
		out[i] = d.Name()
	}
	return out
}

// A Result is what migrating one record gives.
type Result struct {
	// Rows are the record's links, in document order (without those
	// whose verdict is same, under Config.ChangedRowsOnly). A record
	// whose rows outgrow memory has them on disk instead: read them with
	// EachRows, which reads both, and release them with Close.
	Rows []Row
	// Summary counts the record: one record read, and its links.
	Summary *Summary
	// Rewritten is the rewritten document, nil when the record is not an
	// HTML document or no link of it was rewritten.
	Rewritten []byte

	// spilled holds the rows of a record whose rows outgrew memory
	// (rows.go); config names the configuration it was migrated under.
	spilled *rowSpill
	config  string
}

// Configuration names the configuration the record was migrated under:
// its From configuration and the modern dialects ("from=rfc1808;
// to=whatwg,rfc3986"); "" for a record that was not migrated. A
// conversion record's id is derived from it.
func (r *Result) Configuration() string { return r.config }

// Migrate migrates one record: for an HTML document ([IsDocument]),
// every link it holds; for a record carrying links (WAT, a link table
// row), those; anything else is skipped and counted by its kind
// (archive.SkipKind). A document's payload is read with rec.ReadPayload,
// so rec must come from a reader that has not moved past it, unless that
// was done; a record whose payload cannot be read is failed. A plain file
// is given its URI (its file: URL, its manifest row's, or its place
// under a Config.Maps folder) and its date (its manifest row's, else
// Config.Date) when it has none. A revisit whose
// Original is set is migrated as its original's document under its own
// URI, date and header (see [Originals], which [Drive] uses).
func (m *Migrator) Migrate(rec *archive.Record) *Result {
	return m.migrateReading(read(rec))
}

// fail returns the Result of a record that could not be read.
func (m *Migrator) fail(file string, offset int64, err error) *Result {
	res := &Result{Summary: m.newSummary()}
	res.Summary.fail(file, offset, err)
	return res
}

// migrate migrates a record as read.
func (m *Migrator) migrate(rd reading) *Result {
	rec := rd.rec
	res := &Result{Summary: m.newSummary()}
	s := res.Summary
	s.Records.Read = 1
	if rec.DigestMismatch {
		s.Records.DigestMismatches = 1
	}
	switch {
	case rd.html:
		if err := m.document(rd, res); err != nil {
			res.Rows = nil
			res.Rewritten = nil
			res.Summary = m.newSummary()
			res.Summary.fail(rec.File, rec.Offset, err)
			return res
		}
	case len(rec.Links) > 0:
		if err := m.carried(rd, res); err != nil {
			res.Rows = nil
			res.Summary = m.newSummary()
			res.Summary.fail(rec.File, rec.Offset, err)
			return res
		}
	default:
		s.Records.skip(rd.skip)
		return res
	}
	s.Records.Migrated = 1
	s.countInput(m.collection(rec.File))
	return res
}

func (m *Migrator) newSummary() *Summary {
	return NewSummary(m.cfg.Examples)
}

// documentName names the document of rec: its URI, else its file.
func documentName(rec *archive.Record) string {
	if rec.URI != "" {
		return rec.URI
	}
	return rec.File
}

func (m *Migrator) document(rd reading, res *Result) error {
	rec := rd.rec
	body, err := rec.ReadPayload() // read already: kept
	if err != nil {
		return err
	}
	from := m.from(rec.File).For(rec.Date)
	r := m.resolvers[from.Name()]
	ds := r.Dialects()
	res.config = configText(from, ds)
	edits := m.rewriter.reset(body)
	m.reads5 = m.reads5[:0]
	for _, d := range ds {
		m.reads5 = append(m.reads5, doclinks.ReadsHTML5(d))
	}
	template := m.newRow(rec, from)
	t := res.Summary.newTally(rd, m.to)
	rows := newRowStore(res, body)
	res.Rows = m.rowSlab[:0]
	var bases []dialect.Base
	var layers []string
	var differ bool // the bases then and now differ (they are the document's)
	var fixes []codebaseFix
	m.codebases = m.codebases[:0]
	_, err = r.Resolve(rec, func(l *document.Link, ts []doclinks.Target) error {
		if l.Base == document.EmbedsBase {
			return nil
		}
		m.keepCodebase(l)
		if bases == nil {
			edits.encoding = r.Summary().Charset.Name
			bases = r.Summary().Bases
			layers = layerNames(bases)
			for _, b := range bases[1:] {
				differ = differ || b.URI != bases[0].URI
			}
		}
		if m.cfg.ChangedRowsOnly && sameTargets(ts) {
			// Most links: counted, without a row.
			t.link(template.Document, template.Date, Same, differ)
			t.pair(template.From, nil)
			return nil
		}
		ref := reference{then: l.Value, html5: l.HTML5, reads5: m.reads5}
		row := template
		row.Element, row.Attribute, row.Offset = l.Element, l.Attr, l.Offset
		row.IEConditional = l.IEConditional
		row.Encoding = edits.encoding
		row.Raw = string(l.Raw)
		m.classify(&row, ds, bases, layers, ref, ts)
		underCodebase := l.Base == document.CodebaseBase && l.Codebase != nil && changes(row.Verdict)
		if underCodebase {
			// Its rewrite is the element's CODEBASE made absolute (see
			// codebase.go), written once the document is read.
			m.codebaseRewrite(&row, l, ds, bases, ref)
			if row.Rewrite != "" {
				fixes = append(fixes, codebaseFix{near: l.Offset, abs: row.Rewrite, rows: []int{rows.n}})
			}
		}
		if row.Rewrite != "" && !underCodebase && className(l) {
			row.Rewrite, row.NoRewrite = "", ClassNameRewrite
		}
		if row.Rewrite != "" && l.Offset < 0 {
			// A header field's link: the rewritten document does not
			// carry its header.
			row.Rewrite, row.NoRewrite = "", "in an HTTP header field, which the rewritten document does not carry"
		}
		if row.Rewrite != "" && !underCodebase {
			if reason := edits.add(l, rows.n, row.Rewrite); reason != "" {
				row.Rewrite, row.NoRewrite = "", reason
			}
		}
		if err := m.replay(&row, t); err != nil {
			return err
		}
		t.link(row.Document, row.Date, row.Verdict, differ)
		t.pair(row.From, row.Now)
		if changes(row.Verdict) {
			t.changed(&row, rows.n)
		}
		if m.cfg.ChangedRowsOnly && row.Verdict == Same {
			return nil
		}
		return rows.add(&row)
	})
	if err == nil {
		err = rows.flush()
	}
	if err != nil {
		res.Close()
		return err
	}
	m.cutRows(res)
	for i, why := range m.codebaseEdits(edits, fixes) {
		rows.revoke(i, why)
		t.revoke(i)
	}
	if edits.count() > 0 {
		doc, dropped := edits.apply()
		for _, d := range dropped {
			all := m.codebaseRows(d)
			if all == nil {
				all = []int{d}
			}
			for _, i := range all {
				rows.revoke(i, "the rewrite would change how the document reads elsewhere (an unclosed quote or tag around the value)")
				t.revoke(i)
			}
		}
		if edits.count() > 0 {
			res.Rewritten = doc
			res.Summary.Documents.Rewritten++
		}
	}
	t.finish()
	return nil
}

// sameTargets reports targets all the same string, the first included:
// the verdict same, without a cause or a rewrite to look for.
func sameTargets(ts []doclinks.Target) bool {
	if ts[0].Err != nil {
		return false
	}
	for _, t := range ts[1:] {
		if t.Err != nil || t.URI != ts[0].URI {
			return false
		}
	}
	return true
}

// configText names the configuration a record is migrated under: the
// From configuration and the modern dialects (ds, the From one first).
func configText(from engine.Config, ds []dialect.Dialect) string {
	b := []byte("from=" + from.Name() + "; to=")
	for i, d := range ds[1:] {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, d.Name()...)
	}
	return string(b)
}

// carried migrates the links a WAT record or a link table row carries:
// the recorded base is taken as embedded in the document, its URI as the
// retrieval URI.
func (m *Migrator) carried(rd reading, res *Result) error {
	rec := rd.rec
	eras := m.from(rec.File)
	from := eras.For(rec.Date)
	ds := append([]dialect.Dialect{from.Dialect}, m.cfg.To...)
	// The rewrites remembered are those of this record's links under one
	// From configuration (as a document's are those of its links).
	clear(m.rewriter.memo)
	for _, l := range rec.Links {
		date := rec.Date
		if date.IsZero() && l.Date != "" {
			date = parseDate(l.Date)
			if c := eras.For(date); c.Name() != from.Name() {
				from = c
				ds[0] = from.Dialect
				clear(m.rewriter.memo)
			}
		}
		row := m.newRow(rec, from)
		if l.Document != "" {
			row.Document = l.Document
		}
		row.Element, row.Attribute, row.Offset = strings.ToLower(l.Element), strings.ToLower(l.Attribute), -1
		row.Raw = l.Reference
		src := dialect.BaseSource{Retrieval: row.Document}
		if row.Document == rec.File {
			src.Retrieval = ""
		}
		if l.Base != "" {
			src.Embedded = []string{l.Base}
		}
		bases := make([]dialect.Base, len(ds))
		ts := make([]doclinks.Target, len(ds))
		for i, d := range ds {
			bases[i] = d.(dialect.BaseEstablisher).EstablishBase(src)
			ts[i] = resolveAgainst(d, bases[i].URI, l.Reference)
		}
		m.classify(&row, ds, bases, layerNames(bases), reference{then: []byte(l.Reference)}, ts)
		res.Rows = append(res.Rows, row)
	}
	res.config = configText(from, ds)
	if err := res.Summary.addRows(res.Rows, rd, m.to, m.replay); err != nil {
		return err
	}
	if m.cfg.ChangedRowsOnly {
		res.Rows = slices.DeleteFunc(res.Rows, func(r Row) bool { return r.Verdict == Same })
	}
	return nil
}

// parseDate reads a date as link tables write them: RFC 3339, a date, or
// a WARC/ARC 14-digit timestamp.
func parseDate(s string) time.Time {
	for _, layout := range []string{time.RFC3339, "2006-01-02", "20060102150405"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	return time.Time{}
}

// resolveAgainst resolves ref against base under d; an empty base takes
// ref as absolute, resolved against itself.
func resolveAgainst(d dialect.Dialect, base, ref string) doclinks.Target {
	if base == "" {
		p, err := d.Parse(ref)
		if err != nil {
			return doclinks.Target{Err: err}
		}
		if !p.Has(dialect.Scheme) {
			return doclinks.Target{Err: doclinks.ErrNoBase}
		}
		base = ref
	}
	res, err := dialect.ResolveString(d, base, ref)
	return doclinks.Target{URI: res, Err: err}
}

func (m *Migrator) newRow(rec *archive.Record, from engine.Config) Row {
	row := Row{Document: documentName(rec), File: rec.File, RecordOffset: rec.Offset, Record: rec.ID, From: from.Name()}
	if !rec.Date.IsZero() {
		row.Date = rec.Date.UTC().Format(time.RFC3339)
	}
	return row
}

// A reference is a link's reference as each side reads it: then as the
// HTML of the 1990s read it; html5 as the HTML Standard reads it, when that
// differs (nil otherwise), for the dialects i with reads5[i].
type reference struct {
	then, html5 []byte
	reads5      []bool
}

// read returns the reference dialect i reads.
func (r reference) read(i int) string { return string(r.bytes(i)) }

func (r reference) bytes(i int) []byte {
	if r.html5 != nil && i < len(r.reads5) && r.reads5[i] {
		return r.html5
	}
	return r.then
}

// classify fills the row's sides, verdict, cause and rewrite from the
// bases (and their layers' names) and targets of the dialects ds (the
// From dialect first).
func (m *Migrator) classify(row *Row, ds []dialect.Dialect, bases []dialect.Base, layers []string, ref reference, ts []doclinks.Target) {
	row.BaseThen, row.BaseThenLayer = bases[0].URI, layers[0]
	row.TargetThen, row.ErrorThen = ts[0].URI, errText(ts[0].Err)
	row.Now = m.newSides(len(ds) - 1)
	row.Verdict = Same
	var cause *Cause
	then := normalized{uri: ts[0].URI}
	for i := 1; i < len(ds); i++ {
		side := Side{Dialect: ds[i].Name(), Base: bases[i].URI, BaseLayer: layers[i],
			Target: ts[i].URI, Error: errText(ts[i].Err)}
		side.Verdict = then.verdict(ts[0].Err, ts[i])
		row.Now[i-1] = side
		if rank(side.Verdict) > rank(row.Verdict) {
			row.Verdict = side.Verdict
		}
		if cause == nil && (side.Verdict == Differs || side.Verdict == Fails) {
			refThen, refNow := ref.read(0), ref.read(i)
			row.refThen, row.refNow, row.configNow = refThen, refNow, ds[i].Name()
			if text, ok := doclinks.DecodedValue(ds[i], row.Encoding, refNow); ok {
				row.refNow, row.configNow = text, ds[i].Name()+" -o encoding="+row.Encoding
			}
			cause = classify(&linkCase{then: refThen, now: refNow, baseThen: bases[0].URI, baseNow: bases[i].URI,
				thenFails: ts[0].Err != nil, nowFails: ts[i].Err != nil, nowName: ds[i].Name(),
				targetThen: ts[0].URI, targetNow: ts[i].URI})
			if cause.ID == "other" {
				// No rule of shape decides: the traces do.
				if st, sn, ok := traceCause(ds[0], ds[i], bases[0].URI, bases[i].URI, refThen, refNow, ts[0].URI, ts[i].URI); ok {
					cause, row.sectionThen, row.sectionNow = algorithm, st, sn
				}
			}
		}
	}
	if cause == nil {
		return
	}
	row.Cause = cause.ID
	if ts[0].Err != nil {
		row.NoRewrite = "no meaning to keep: the reference fails under " + ds[0].Name()
		return
	}
	row.Rewrite, row.NoRewrite = m.rewriter.safe(ds, bases, ts[0].URI)
	if (unsafeScheme(row.Rewrite) || unsafeScheme(ts[0].URI)) && !unsafeScheme(string(ref.then)) && !unsafeScheme(string(ref.html5)) {
		// A base of javascript: makes "g" javascript:...//g: written
		// out, it would run in whatever replays the page.
		row.Rewrite, row.NoRewrite = "", UnsafeScheme
	}
}

// Slabs of rows: a record's rows are appended in the free part of one
// (rowSlab), and the part they fill is cut off it (never reused, so rows
// can be kept), rather than grown from nothing record after record; a
// slab with fewer than rowSlabMin rows free is replaced.
const (
	rowSlab    = 512
	rowSlabMin = 64
)

// cutRows ends the record's rows, res.Rows: when they were appended in
// the slab, the slab keeps what follows them.
func (m *Migrator) cutRows(res *Result) {
	if n := len(res.Rows); n > 0 && cap(m.rowSlab) > 0 && &res.Rows[0] == &m.rowSlab[:1][0] {
		res.Rows = res.Rows[:n:n]
		m.rowSlab = m.rowSlab[n:cap(m.rowSlab)][:0]
	}
	if cap(m.rowSlab) < rowSlabMin {
		m.rowSlab = make([]Row, 0, rowSlab)
	}
}

// newSides returns n sides for a row, cut from a slab shared by the rows
// of many records (never reused, so rows can be kept).
func (m *Migrator) newSides(n int) []Side {
	if len(m.slab) < n {
		m.slab = make([]Side, 512*n)
	}
	s := m.slab[:n:n]
	m.slab = m.slab[n:]
	return s
}

func layerNames(bases []dialect.Base) []string {
	out := make([]string, len(bases))
	for i, b := range bases {
		out[i] = layerName(b)
	}
	return out
}

func layerName(b dialect.Base) string {
	s := b.Layer.String()
	if b.Field != "" {
		s += " " + b.Field
	}
	return s
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return strings.Join(strings.Fields(err.Error()), " ")
}

// rank orders verdicts from the best to the worst; a link's verdict is
// the worst of its modern dialects'.
func rank(v Verdict) int {
	switch v {
	case Same:
		return 0
	case Equivalent:
		return 1
	case Differs:
		return 2
	}
	return 3
}

// A normalized is a target then and, once needed, its normal form, which
// every side that differs from it byte for byte is compared with; and
// the last target so compared and its verdict, for the next side, which
// often has the same (the modern dialects mostly agree).
type normalized struct {
	uri, norm string
	done, ok  bool
	last      string
	lastV     Verdict
}

// verdict compares the target then (failed with err, if not nil) with a
// target now.
func (t *normalized) verdict(err error, now doclinks.Target) Verdict {
	switch {
	case err != nil || now.Err != nil:
		if err != nil && now.Err != nil {
			return Same // no meaning then, none now
		}
		return Fails
	case t.uri == now.URI:
		return Same
	case t.lastV != "" && t.last == now.URI:
		return t.lastV
	}
	if !t.done {
		t.norm, t.ok = normalize(t.uri)
		t.done = true
	}
	t.last, t.lastV = now.URI, Differs
	if t.ok {
		if n, ok := normalize(now.URI); ok && n == t.norm {
			t.lastV = Equivalent
		}
	}
	return t.lastV
}

// sortedKeys returns the keys of m, sorted.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
