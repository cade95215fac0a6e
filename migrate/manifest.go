package migrate

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/internal/tool/lines"
)

// A Manifest says, row by row, what a collection's files carry no word of
// (--manifest FILE): for a plain file (a page saved to disk, a wget
// mirror), the URL it was published at and the date it was captured; for
// any file, plain or archive, the configuration its links were written
// for. It is a table with a header row, tab-separated (TSV) or
// comma-separated (CSV, RFC 4180), whose columns are:
//
//   - path: a file, a folder (for everything under it) or a glob (*, ?,
//     [...]), relative to the manifest's own folder (or absolute);
//   - url: the file's URL, or the folder's (a file under it is at that
//     URL and its path under the folder; a glob's folder is the part of
//     its path before the first segment holding a metacharacter);
//   - date: ISO 8601, a date (1997-06-01) or a date and time
//     (1997-06-01T12:00:00Z; without a zone, UTC);
//   - from: a configuration as --from takes it (rfc1808, "rfc2396 -o
//     dotdot=drop", auto, an era table).
//
// Every column but path may be missing or empty: a row gives what it
// gives, and the rest comes from --map, --date and --from, in that order
// of precedence (a manifest's row first). Columns with other names are
// left alone (a spreadsheet's notes). A file matches its own row first,
// else the first glob row that matches it, else the row of the closest
// folder holding it; an archive file's records keep their own URLs and
// dates, and take the row's configuration.
type Manifest struct {
	// File is the manifest's path as given, Dir its folder (absolute).
	File, Dir string
	Rows      []ManifestRow
	files     map[string]int // absolute path of a file row -> its index
	dirs      map[string]int // absolute path of a folder row -> its index
	globs     []int
}

// A ManifestRow is one row of a manifest.
type ManifestRow struct {
	Line int    // in the manifest, from 1 (the header)
	Path string // as written
	// Abs is the row's path made absolute and clean; for a glob, the
	// pattern.
	Abs  string
	Kind ManifestKind
	// URL is the row's URL (nil when not given): a file's exactly, a
	// folder's (or a glob's) ending with "/".
	URL  *url.URL
	Date time.Time // zero when not given
	// From is the row's configuration; FromText is its text, "" when not
	// given.
	From     From
	FromText string
	// root is the folder a glob's matches are placed under for their
	// URLs.
	root string
}

// A ManifestKind is what a row's path names.
type ManifestKind uint8

// The kinds of rows.
const (
	ManifestFile ManifestKind = iota
	ManifestFolder
	ManifestGlob
)

// manifestColumns are the columns a manifest reads.
var manifestColumns = []string{"path", "url", "date", "from"}

// ReadManifest reads the manifest at path. Every fault is an error naming
// the line: a missing path column, a path that names nothing, a URL that
// is not absolute, a date or configuration that does not parse, two rows
// for one path. A manifest that cannot be read whole is not used at all.
func ReadManifest(path string) (*Manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, err
	}
	m, err := parseManifest(b, dir)
	if err != nil {
		return nil, fmt.Errorf("manifest %s: %w", path, err)
	}
	m.File = path
	return m, nil
}

// parseManifest reads a manifest's bytes, its paths relative to dir.
func parseManifest(b []byte, dir string) (*Manifest, error) {
	records, err := manifestRecords(b)
	if err != nil {
		return nil, err
	}
	if len(records) == 0 {
		return nil, errors.New("empty: want a header row naming the columns path, url, date, from")
	}
	col := map[string]int{}
	for i, name := range records[0] {
		name = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(name, "\ufeff")))
		if _, dup := col[name]; dup && name != "" {
			return nil, fmt.Errorf("line 1: column %q twice", name)
		}
		col[name] = i
	}
	if _, ok := col["path"]; !ok {
		return nil, fmt.Errorf("line 1: no column path (the header row names the columns: %s)", strings.Join(manifestColumns, ", "))
	}
	cell := func(rec []string, name string) string {
		if i, ok := col[name]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	m := &Manifest{Dir: dir, files: map[string]int{}, dirs: map[string]int{}}
	for n, rec := range records[1:] {
		line := n + 2
		if strings.TrimSpace(strings.Join(rec, "")) == "" {
			continue // a blank row
		}
		row, err := manifestRow(dir, line, cell(rec, "path"), cell(rec, "url"), cell(rec, "date"), cell(rec, "from"))
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		index := len(m.Rows)
		var seen map[string]int
		switch row.Kind {
		case ManifestFile:
			seen = m.files
		case ManifestFolder:
			seen = m.dirs
		default:
			for _, g := range m.globs {
				if m.Rows[g].Abs == row.Abs {
					return nil, fmt.Errorf("line %d: the path %s is given on line %d too", line, row.Path, m.Rows[g].Line)
				}
			}
			m.globs = append(m.globs, index)
		}
		if seen != nil {
			if other, ok := seen[row.Abs]; ok {
				return nil, fmt.Errorf("line %d: the path %s is given on line %d too", line, row.Path, m.Rows[other].Line)
			}
			seen[row.Abs] = index
		}
		m.Rows = append(m.Rows, row)
	}
	return m, nil
}

// manifestRecords splits a manifest into rows: by tabs when its header
// row holds one, else as CSV.
func manifestRecords(b []byte) ([][]string, error) {
	header, _, _ := bytes.Cut(b, []byte("\n"))
	if bytes.IndexByte(header, '\t') < 0 {
		r := csv.NewReader(bytes.NewReader(b))
		r.FieldsPerRecord = -1
		r.TrimLeadingSpace = true
		out, err := r.ReadAll()
		if pe := (*csv.ParseError)(nil); errors.As(err, &pe) {
			return nil, fmt.Errorf("line %d: %v", pe.Line, pe.Err)
		}
		return out, err
	}
	var out [][]string
	lr := lines.NewReader(bytes.NewReader(b), len(b)+1)
	for {
		line, _, err := lr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, strings.Split(strings.TrimSuffix(string(line), "\r"), "\t"))
	}
}

// manifestRow reads one row's cells.
func manifestRow(dir string, line int, path, rawURL, date, from string) (ManifestRow, error) {
	row := ManifestRow{Line: line, Path: path, FromText: from}
	if path == "" {
		return row, errors.New("no path")
	}
	abs := filepath.FromSlash(path)
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(dir, abs)
	}
	row.Abs = filepath.Clean(abs)
	switch {
	case strings.ContainsAny(path, "*?["):
		row.Kind = ManifestGlob
		if _, err := filepath.Match(row.Abs, ""); err != nil {
			return row, fmt.Errorf("path %s: %v", path, err)
		}
		matches, err := filepath.Glob(row.Abs)
		if err != nil || len(matches) == 0 {
			return row, fmt.Errorf("path %s: no file matches", path)
		}
		row.root = globRoot(row.Abs)
	default:
		info, err := os.Stat(row.Abs)
		if err != nil {
			return row, fmt.Errorf("path %s: %v", path, errors.Unwrap(err))
		}
		if info.IsDir() {
			row.Kind = ManifestFolder
		}
	}
	if rawURL != "" {
		u, err := url.Parse(rawURL)
		if err != nil || u.Scheme == "" || u.Opaque != "" {
			return row, fmt.Errorf("url %q is not an absolute URL", rawURL)
		}
		if row.Kind != ManifestFile {
			if u.RawQuery != "" || u.Fragment != "" {
				return row, fmt.Errorf("url %q: a folder's URL has no query or fragment", rawURL)
			}
			if !strings.HasSuffix(u.Path, "/") {
				u.Path += "/"
				if u.RawPath != "" {
					u.RawPath += "/"
				}
			}
		}
		row.URL = u
	}
	if date != "" {
		t, err := parseManifestDate(date)
		if err != nil {
			return row, err
		}
		row.Date = t
	}
	if from != "" {
		f, err := ParseFrom(from)
		if err != nil {
			return row, fmt.Errorf("from %q: %v", from, err)
		}
		row.From = f
	}
	return row, nil
}

// parseManifestDate reads an ISO 8601 date or date and time: a date, a
// date and time with a zone (RFC 3339), or without one (taken as UTC),
// the seconds optional.
func parseManifestDate(s string) (time.Time, error) {
	for _, layout := range []string{time.DateOnly, time.RFC3339, "2006-01-02T15:04Z07:00", "2006-01-02T15:04:05", "2006-01-02T15:04"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("date %q: want ISO 8601, a date (1997-06-01) or a date and time (1997-06-01T12:00:00Z)", s)
}

// globRoot returns the folder of a glob pattern: its path up to the first
// segment holding a metacharacter.
func globRoot(pattern string) string {
	root := pattern
	for strings.ContainsAny(root, "*?[") {
		root = filepath.Dir(root)
	}
	return root
}

// Lookup returns the row that applies to the file at path (a file name as
// the inputs give it; a WACZ entry, PACKAGE#archive/NAME, is its
// package's), and ok false when none does.
func (m *Manifest) Lookup(path string) (row *ManifestRow, ok bool) {
	if m == nil || path == archive.Stdin {
		return nil, false
	}
	if pkg, _, found := strings.Cut(path, "#"); found {
		if _, err := os.Stat(path); err != nil {
			path = pkg
		}
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, false
	}
	if i, ok := m.files[abs]; ok {
		return &m.Rows[i], true
	}
	for _, i := range m.globs {
		if match, _ := filepath.Match(m.Rows[i].Abs, abs); match {
			return &m.Rows[i], true
		}
	}
	for dir := filepath.Dir(abs); ; dir = filepath.Dir(dir) {
		if i, ok := m.dirs[dir]; ok {
			return &m.Rows[i], true
		}
		if dir == filepath.Dir(dir) {
			return nil, false
		}
	}
}

// URI returns the URL the row gives the file at path, "" when it gives
// none: a file row's URL; a folder's or a glob's followed by the file's
// path under the folder, each segment percent-encoded.
func (r *ManifestRow) URI(path string) string {
	if r.URL == nil {
		return ""
	}
	if r.Kind == ManifestFile {
		return r.URL.String()
	}
	root := r.Abs
	if r.Kind == ManifestGlob {
		root = r.root
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return ""
	}
	rel, err := filepath.Rel(root, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return ""
	}
	return under(r.URL, rel)
}

// under returns the URL of the file at rel (a relative file path) under
// the folder URL base: its segments percent-encoded (url.URL), a first
// segment with a colon written "./seg" so that it is not read as a
// scheme (RFC 3986, Section 4.2).
func under(base *url.URL, rel string) string {
	ref := &url.URL{Path: filepath.ToSlash(rel)}
	if rel == "." {
		ref.Path = ""
	}
	if first, _, _ := strings.Cut(ref.Path, "/"); strings.Contains(first, ":") {
		ref.Path = "./" + ref.Path
	}
	return base.ResolveReference(ref).String()
}

// Inputs returns the paths the manifest's rows name, in its order: the
// inputs of a run given a manifest and no input of its own. A relative
// row's path is joined to the manifest's path as given
// (data/manifest.tsv's 1996/a.html is data/1996/a.html), so that the
// outputs name the files as the user would.
func (m *Manifest) Inputs() []string {
	out := make([]string, 0, len(m.Rows))
	for _, r := range m.Rows {
		p := filepath.FromSlash(r.Path)
		if m.File == "" || filepath.IsAbs(p) {
			p = r.Abs
		} else {
			p = filepath.Join(filepath.Dir(m.File), p)
		}
		out = append(out, p)
	}
	return out
}

// Configs returns the configurations the rows name, each once (none for
// a nil Manifest).
func (m *Manifest) Configs() []From {
	if m == nil {
		return nil
	}
	var out []From
	seen := map[string]bool{}
	for _, r := range m.Rows {
		if r.FromText != "" && !seen[r.From.String()] {
			seen[r.From.String()] = true
			out = append(out, r.From)
		}
	}
	return out
}
