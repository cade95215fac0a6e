package explorer

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/migrate/output"
)

// The Migrate page: what `uridialect migrate` does, for an HTML page or a
// small archive (WARC, ARC, WAT, a link table) that is uploaded (field
// doc), or HTML pasted (field html) with the URL it was retrieved from
// (url), its capture date (date) and header fields (header), migrated
// from a dialect (from: auto or a dialect; fromconfig: a configuration or
// an era table, as --from takes them) to the dialects checked (to).
//
// The records are read and migrated by migrate's own loop, migrate.Drive,
// as output.Run runs it, and written by output.Folder, the command
// line's writer, into a private temporary folder that is read back into
// memory and removed before the answer: the
// accounting, the link table, the report and the conversion WARC are the
// command's, byte for byte. A plain page (not an archive) differs from the
// command line in one way only: its URL, date and header fields are the
// form's, where the command line knows none.
//
// The answer to the form's POST is a redirection to the run's own page
// (/migrate/run/ID), from which its outputs are downloaded and its report
// opened; runs are kept in memory for a while (runs.go).

type migrateView struct {
	// The form.
	From, FromConfig, URL, Date, Header, HTML string
	FromChoices                               []string
	To                                        []toChoice
	MaxUpload                                 string
	Err                                       []piece

	// The run.
	Ran        bool
	ID         string
	Name       []piece // the file's name, or "pasted.html"
	title      string
	Size       int
	Format     string // of the first record: warc, arc, document, ...
	FromName   string // the --from the run took, as ParseFrom reads it
	ToNames    []string
	Accounting []string
	Balanced   bool
	Partial    bool
	Failures   []failureView
	Causes     []causeView
	// Charts are the report's (output.Charts), drawn the same.
	Charts  []output.Chart
	Links   []migrateRow
	Count   int // links found
	Hidden  int // links found but not listed
	Files   []runFile
	Dropped string // why the outputs are not kept, if they are not
}

type toChoice struct {
	Name, Document string
	Checked        bool
}

type failureView struct {
	File   []piece
	Offset int64
	Reason []piece
}

type causeView struct {
	ID, Description string
	Count           int
	Sections        []causeSection
}

// A causeSection is where one dialect of the run decides a cause.
type causeSection struct {
	Dialect, Section string
}

type migrateRow struct {
	Verdict       string
	Document      []piece
	Offset        int
	Element, Attr string
	Raw           []piece
	From          string
	BaseThen      []piece
	BaseThenLayer string
	Then          []piece
	ThenErr       bool
	ExplainThen   string
	Now           []nowCell
	Cause         string
	Rewrite       []piece
	NoRewrite     []piece
}

type nowCell struct {
	Dialect     string
	Target      []piece
	Err         bool
	Verdict     string
	Base        []piece
	BaseLayer   string
	BaseDiffers bool
	Explain     string
}

// A runFile is one output of a run, downloaded from its page.
type runFile struct {
	Name, Label, Type string
	Filename          string // offered to save as
	Data              []byte
	Inline            bool // the report, shown in the browser
}

// A migrateRun is what a run's page and downloads need.
type migrateRun struct {
	created time.Time
	view    migrateView
}

func (r *migrateRun) size() int64 {
	var n int64
	for _, f := range r.view.Files {
		n += int64(len(f.Data))
	}
	return n
}

func (r *migrateRun) dropFiles(why string) {
	r.view.Files, r.view.Dropped = nil, why
}

// Limits of the Migrate page.
const (
	// expansion bounds what an upload may decompress to, as a multiple of
	// MaxUpload: its gzip members, and the payloads of its records with
	// their content codings undone, each counted in full. A small gzip
	// file can hold gigabytes of zeros; the command line reads them, the
	// explorer refuses them.
	expansion = 32
	// migrateTimeout bounds a run; one that takes longer is stopped and
	// its report marked partial.
	migrateTimeout = 30 * time.Second
	// maxFileName bounds the name given to an upload's outputs.
	maxFileName = 100
)

// The modern dialects are offered newest first, and the command line's
// default, --to whatwg,rfc3986, is checked.
var defaultTo = map[string]bool{"whatwg": true, "rfc3986": true}

func (s *server) newMigrateView() migrateView {
	v := migrateView{From: "auto", FromChoices: append([]string{"auto"}, dialectNames()...), MaxUpload: byteCount(s.cfg.MaxUpload)}
	all := engine.All()
	for i := len(all) - 1; i >= 0; i-- {
		d := all[i]
		if _, ok := d.(dialect.BaseEstablisher); !ok {
			continue
		}
		v.To = append(v.To, toChoice{Name: d.Name(), Document: engine.Info(d).Document, Checked: defaultTo[d.Name()]})
	}
	return v
}

func (s *server) migrateForm(w http.ResponseWriter, r *http.Request) {
	s.render(w, http.StatusOK, "migrate", "Migrate", "/migrate", s.newMigrateView())
}

// migrate runs the form, keeps the run, and redirects to its page.
func (s *server) migrate(w http.ResponseWriter, r *http.Request) {
	get, ok := s.multipartForm(w, r)
	if !ok {
		return
	}
	v := s.newMigrateView()
	v.From, v.FromConfig = echo(get("from")), echo(get("fromconfig"))
	v.URL, v.Date, v.Header, v.HTML = echo(get("url")), echo(get("date")), echo(get("header")), echo(get("html"))
	checked := map[string]bool{}
	for _, n := range r.MultipartForm.Value["to"] {
		checked[n] = true
	}
	for i := range v.To {
		v.To[i].Checked = checked[v.To[i].Name]
	}
	status, err := s.runMigration(r.Context(), &v, r, get)
	if err != nil {
		v.Err = show(err.Error())
		s.render(w, status, "migrate", "Migrate", "/migrate", v)
		return
	}
	id := s.runs.add(&migrateRun{view: v})
	http.Redirect(w, r, "/migrate/run/"+id, http.StatusSeeOther)
}

// run returns the run the address names, or answers that there is none.
func (s *server) run(w http.ResponseWriter, r *http.Request) *migrateRun {
	run := s.runs.get(r.PathValue("id"))
	if run == nil {
		s.fail(w, http.StatusNotFound, fmt.Sprintf("no run %s here: the last %d runs are kept, each for %.0f minutes, while the server runs", r.PathValue("id"), maxRuns, runRetention.Minutes()))
	}
	return run
}

// migrateResult shows a run.
func (s *server) migrateResult(w http.ResponseWriter, r *http.Request) {
	run := s.run(w, r)
	if run == nil {
		return
	}
	v := run.view
	v.ID = r.PathValue("id")
	s.render(w, http.StatusOK, "migrate", v.title, "/migrate", v)
}

// migrateFile serves an output of a run: the report in the browser, under
// a policy of its own, the others as downloads.
func (s *server) migrateFile(w http.ResponseWriter, r *http.Request) {
	run := s.run(w, r)
	if run == nil {
		return
	}
	i := slices.IndexFunc(run.view.Files, func(f runFile) bool { return f.Name == r.PathValue("file") })
	if i < 0 {
		s.notFound(w, r)
		return
	}
	f := run.view.Files[i]
	h := w.Header()
	h.Set("Content-Type", f.Type)
	if f.Inline {
		h.Set("Content-Security-Policy", reportPolicy(f.Data))
	} else {
		h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
		h.Set("Content-Disposition", attachment(f.Filename))
	}
	http.ServeContent(w, r, "", run.created, bytes.NewReader(f.Data))
}

// runMigration reads the form into a run of migrate, filling v. The
// form's values are read as they came (v holds them as the form shows them
// again: a long one left out, bytes that are not UTF-8 replaced).
func (s *server) runMigration(ctx context.Context, v *migrateView, r *http.Request, get func(string) string) (int, error) {
	fromText := strings.TrimSpace(get("fromconfig"))
	if fromText == "" {
		fromText = get("from")
	}
	from, err := migrate.ParseFrom(fromText)
	if err != nil {
		return http.StatusBadRequest, fmt.Errorf("from %q: %v", fromText, err)
	}
	var to []dialect.Dialect
	for _, c := range v.To {
		if c.Checked {
			cfg, err := engine.ParseConfig(c.Name)
			if err != nil {
				return http.StatusInternalServerError, err
			}
			to = append(to, cfg.Dialect)
		}
	}
	if len(to) == 0 {
		return http.StatusBadRequest, errors.New("check at least one dialect to migrate to")
	}
	var date time.Time
	if d := strings.TrimSpace(get("date")); d != "" {
		if date, err = time.Parse("2006-01-02", d); err != nil {
			return http.StatusBadRequest, fmt.Errorf("captured %q: want a date YYYY-MM-DD", d)
		}
	}
	fields, err := headerFields(get("header"))
	if err != nil {
		return http.StatusBadRequest, err
	}
	data, name, status, err := s.uploadOrPasted(r, "doc", get("html"), "pasted.html")
	if err != nil {
		return status, err
	}
	if len(data) == 0 {
		return http.StatusBadRequest, errors.New("choose a file, or paste a page's HTML")
	}
	if err := checkExpansion(data, name, s.cfg.MaxUpload*expansion); err != nil {
		return http.StatusRequestEntityTooLarge, err
	}
	cfg := migrate.Config{From: from, To: to}
	if s.cfg.Captures != nil {
		cfg.Replay = replay.NewReplayer(s.cfg.Captures)
	}
	m, err := migrate.New(cfg)
	if err != nil {
		return http.StatusBadRequest, err
	}
	ctx, cancel := context.WithTimeout(ctx, migrateTimeout)
	defer cancel()
	doc := documentContext{url: strings.TrimSpace(get("url")), date: date, header: fields}
	if err := s.migrateUpload(ctx, v, m, from, data, name, doc); err != nil {
		return http.StatusInternalServerError, err
	}
	return http.StatusOK, nil
}

// documentContext is what the form says of a plain page: the command line
// knows nothing of it, an archive records it.
type documentContext struct {
	url    string
	date   time.Time
	header header.Fields
}

// migrateUpload migrates the records of data, named name, with
// migrate.Drive, the loop output.Run and the Beam pipeline run (one
// worker), writes them with an output.Folder, and reads the outputs back
// into v.
func (s *server) migrateUpload(ctx context.Context, v *migrateView, m *migrate.Migrator, from migrate.From, data []byte, name string, doc documentContext) error {
	dir, err := os.MkdirTemp("", "uridialect-serve-migrate-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// Every link, in both text forms, as the page offers them.
	out, err := output.Open(dir, m.Config(), output.Options{Rows: output.AllRows, Formats: []output.Format{output.JSONL, output.TSV}})
	if err != nil {
		return err
	}
	file := safeFileName(name)
	sink := &pageSink{out: out, v: v}
	total, writeErr := migrate.Drive(ctx, []string{file}, migrate.Options{
		Config:  m.Config(),
		Workers: 1,
		Open: func(string) (io.ReadCloser, error) {
			return io.NopCloser(bytes.NewReader(data)), nil
		},
		// A revisit's original is read again from the upload, as the
		// command line reads it again from its file.
		Reopen: func(string) (io.ReadSeekCloser, error) { return nopCloser{bytes.NewReader(data)}, nil },
		Prepare: func(rec *archive.Record) {
			if rec.Format == archive.FormatDocument {
				rec.URI, rec.Date = doc.url, doc.date
				if len(doc.header) > 0 {
					// The fields the page came with, as an HTTP message
					// without its status line.
					rec.HTTP = &archive.HTTPMessage{Header: doc.header}
				}
			}
		},
	}, sink)
	if writeErr == nil {
		writeErr = out.WriteSummary(total)
	} else {
		out.Abort()
	}
	kept, rewritten := sink.kept, sink.rewritten
	if writeErr != nil {
		return writeErr
	}
	v.Ran, v.Name, v.Size = true, show(name), len(data)
	v.title = "Migrate: " + file
	var dialects []string
	add := func(d string) {
		if !slices.Contains(dialects, d) {
			dialects = append(dialects, d)
		}
	}
	for _, c := range from.Configs() {
		add(c.Dialect.Name())
	}
	for _, d := range m.ToNames() {
		add(d)
	}
	v.fill(total, kept, dialects)
	return v.readOutputs(dir, file, rewritten)
}

// A pageSink writes a run's outputs with migrate's Output and keeps what
// the page shows: the format, the rows listed and the rewritten page.
type pageSink struct {
	out       *output.Folder
	v         *migrateView
	kept      keptRows
	rewritten []byte
}

func (p *pageSink) Write(rec *archive.Record, res *migrate.Result) error {
	if p.v.Format == "" && rec.Format != archive.FormatUnknown {
		p.v.Format = rec.Format.String()
	}
	if err := res.EachRows(func(rows []migrate.Row) error { p.kept.add(rows); return nil }); err != nil {
		return err
	}
	if rec.Format == archive.FormatDocument && res.Rewritten != nil {
		p.rewritten = res.Rewritten
	}
	return p.out.Write(rec, res)
}

// keptRows keeps the rows the page lists, changed links first: the links
// that fail or differ, then the equivalent, then the same, each in input
// order, at most maxLinksShown in all.
type keptRows struct {
	byVerdict [4][]migrate.Row // fails, differs, equivalent, same
	count     int
}

var verdictOrder = []migrate.Verdict{migrate.Fails, migrate.Differs, migrate.Equivalent, migrate.Same}

func (k *keptRows) add(rows []migrate.Row) {
	for _, row := range rows {
		k.count++
		i := slices.Index(verdictOrder, row.Verdict)
		if i < 0 {
			i = len(verdictOrder) - 1
		}
		before := 0
		for _, b := range k.byVerdict[:i+1] {
			before += len(b)
		}
		if before < maxLinksShown {
			k.byVerdict[i] = append(k.byVerdict[i], row)
		}
	}
}

func (k *keptRows) rows() []migrate.Row {
	var out []migrate.Row
	for _, b := range k.byVerdict {
		out = append(out, b...)
	}
	return out[:min(len(out), maxLinksShown)]
}

// fill sets the run's figures and rows from its summary; dialects are
// those of the run, --from's first.
func (v *migrateView) fill(total *migrate.Summary, kept keptRows, dialects []string) {
	v.FromName, v.ToNames = total.From, total.To
	v.Accounting = strings.Split(total.Accounting(), "\n")
	v.Balanced, v.Partial = total.Balanced(), total.Partial
	v.Charts = output.Charts(total)
	for i, f := range total.Records.Failures {
		if i == maxViolationsShown {
			v.Failures = append(v.Failures, failureView{Offset: -1, Reason: show(fmt.Sprintf("and %d more, in summary.json", len(total.Records.Failures)-i))})
			break
		}
		v.Failures = append(v.Failures, failureView{File: show(f.File), Offset: f.Offset, Reason: show(f.Reason)})
	}
	for id, n := range total.Causes {
		c := causeView{ID: id, Count: n, Description: "(unknown cause)"}
		if known := migrate.CauseByID(id); known != nil {
			c.Description = known.Description
			for _, d := range dialects {
				if sec := known.Section(d); sec != "" {
					c.Sections = append(c.Sections, causeSection{d, sec})
				}
			}
		}
		v.Causes = append(v.Causes, c)
	}
	slices.SortFunc(v.Causes, func(a, b causeView) int { return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.ID, b.ID)) })
	v.Count = kept.count
	for _, row := range kept.rows() {
		v.Links = append(v.Links, newMigrateRow(&row))
	}
	v.Hidden = v.Count - len(v.Links)
}

// newMigrateRow shows the values r took from its page (the reference,
// the targets, the rewrite) as the page showed them: decoded from the
// document's encoding (output.Decoded), as the report shows them. The
// document's URL and the bases, which may come from the record or the
// form rather than the page, are shown as their bytes.
func newMigrateRow(r *migrate.Row) migrateRow {
	text := func(s string) []piece { return show(output.Decoded(s, r.Encoding)) }
	row := migrateRow{Verdict: string(r.Verdict), Document: show(r.Document), Offset: r.Offset, Element: r.Element, Attr: r.Attribute,
		Raw: text(r.Raw), From: r.From, BaseThen: show(r.BaseThen), BaseThenLayer: r.BaseThenLayer,
		ThenErr: r.ErrorThen != "", Cause: r.Cause, Rewrite: text(r.Rewrite), NoRewrite: show(r.NoRewrite)}
	row.Then = text(targetText(r.TargetThen, r.ErrorThen))
	row.ExplainThen = explainLink(r.From, r.BaseThen, r.Raw)
	for _, side := range r.Now {
		row.Now = append(row.Now, nowCell{Dialect: side.Dialect, Target: text(targetText(side.Target, side.Error)), Err: side.Error != "",
			Verdict: string(side.Verdict), Base: show(side.Base), BaseLayer: side.BaseLayer, BaseDiffers: side.Base != r.BaseThen,
			Explain: explainLink(side.Dialect, side.Base, r.Raw)})
	}
	return row
}

func targetText(uri, err string) string {
	if err != "" {
		return "error: " + err
	}
	return uri
}

// explainLink returns the Explain page of ref against base under the
// configuration named config ("rfc2396 -o dotdot=drop"), "" if it does
// not trace or the inputs are too long for an address. The reference is
// the raw attribute value, as migrate's report gives it.
func explainLink(config, base, ref string) string {
	c, err := engine.ParseConfig(config)
	if err != nil {
		return ""
	}
	if _, ok := c.Dialect.(dialect.Tracer); !ok {
		return ""
	}
	q := url.Values{"d": {c.Dialect.Name()}, "base": {base}, "ref": {ref}}
	if len(c.Settings) > 0 {
		opts := make([]string, len(c.Settings))
		for i, st := range c.Settings {
			opts[i] = st.String()
		}
		q.Set("o", strings.Join(opts, "\n"))
	}
	return linkTo("/explain", q)
}

// readOutputs reads the files migrate wrote in dir into the run's
// downloads: the report, the link table, the summary, and the rewritten
// documents (a conversion WARC for an archive, the page for a page).
func (v *migrateView) readOutputs(dir, file string, rewritten []byte) error {
	outputs := []runFile{
		{Name: output.ReportHTML, Label: "the report", Type: "text/html; charset=utf-8", Inline: true},
		{Name: output.LinksJSONL, Label: "link table, JSONL", Type: "application/jsonl; charset=utf-8"},
		{Name: output.LinksTSV, Label: "link table, TSV", Type: "text/tab-separated-values; charset=utf-8"},
		{Name: output.SummaryJSON, Label: "summary, JSON", Type: "application/json; charset=utf-8"},
		{Name: output.Conversions, Label: "conversion records, WARC", Type: "application/gzip"},
	}
	for _, f := range outputs {
		data, err := os.ReadFile(filepath.Join(dir, f.Name))
		if errors.Is(err, os.ErrNotExist) && f.Name == output.Conversions {
			continue // no archived document was rewritten
		}
		if err != nil {
			return err
		}
		if f.Inline {
			data = localExplainLinks(data)
		}
		f.Data, f.Filename = data, f.Name
		v.Files = append(v.Files, f)
	}
	if rewritten != nil {
		v.Files = append(v.Files, runFile{Name: "rewritten.html", Label: "the page, rewritten", Type: "text/html; charset=utf-8",
			Filename: file, Data: rewritten})
	}
	return nil
}

// safeFileName returns the base of an uploaded file's name in letters,
// digits, '.', '-' and '_' (others become '_'), "upload" if nothing is
// left: the name the link table and the outputs give the input.
func safeFileName(name string) string {
	name = name[strings.LastIndexAny(name, `/\`)+1:]
	if len(name) > maxFileName {
		name = name[len(name)-maxFileName:] // keep the extension
	}
	b := []byte(name)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	name = strings.TrimLeft(string(b), ".")
	if name == "" {
		return "upload"
	}
	return name
}

// attachment returns a Content-Disposition that saves a download as name
// (a safeFileName, so no quoting is needed).
func attachment(name string) string {
	return `attachment; filename="` + safeFileName(name) + `"`
}

// nopCloser is a bytes.Reader with a Close that does nothing.
type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }
