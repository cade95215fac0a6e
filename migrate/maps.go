package migrate

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
)

// A Map says where plain files were published (the command's --map
// DIR=URL): a file under the folder Dir was retrieved from URL and its
// path under Dir, so that its links resolve against its real URI, not a
// file: URL, as a mirror of a 1992 site is read; a Map of one file
// (File) gives that file exactly URL.
type Map struct {
	Dir string // absolute and clean: the folder, or the file
	URL *url.URL
	// File reports a Map of one file.
	File bool
	// Text is the flag's text, DIR=URL.
	Text string
}

// ParseMap reads DIR=URL or FILE=URL (each relative to the working
// folder). For a folder (or a path that names nothing yet), URL is an
// absolute URL without query or fragment, taken as a folder (a "/" is
// added to a path that does not end with one); for a file, the file's
// URL, taken as it is.
func ParseMap(s string) (Map, error) {
	dir, raw, ok := strings.Cut(s, "=")
	if !ok || dir == "" || raw == "" {
		return Map{}, fmt.Errorf("%q: want DIR=URL or FILE=URL", s)
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		return Map{}, fmt.Errorf("%q: %q is not an absolute URL", s, raw)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return Map{}, fmt.Errorf("%q: %v", s, err)
	}
	if st, err := os.Stat(abs); err == nil && !st.IsDir() {
		return Map{Dir: abs, URL: u, File: true, Text: s}, nil
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return Map{}, fmt.Errorf("%q: a folder's URL has no query or fragment", s)
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
		if u.RawPath != "" {
			u.RawPath += "/"
		}
	}
	return Map{Dir: abs, URL: u, Text: s}, nil
}

// ParseDate reads a capture date, as the command's --date takes it: a
// date (2006-01-02) or an RFC 3339 time.
func ParseDate(s string) (time.Time, error) {
	for _, layout := range []string{time.DateOnly, time.RFC3339} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q: want a date, 2006-01-02, or a time, 2006-01-02T15:04:05Z", s)
}

// plainFile sets the URI and the date of a plain file (an HTML document
// read from disk, not from an archive), first from its manifest row (nil
// when none applies), then from the Maps and the Date of the
// configuration. Its URI: the row's (ManifestRow.URI), else the URL of a
// Map of the file itself, else that of the longest Map folder holding it
// followed by its path under that folder, each segment percent-encoded
// (url.URL). Its date, which a From of eras reads: the row's, else Date.
func (c *Config) plainFile(rec *archive.Record, row *ManifestRow) {
	if rec.Format != archive.FormatDocument || rec.File == archive.Stdin {
		return
	}
	if rec.Date.IsZero() && row != nil {
		rec.Date = row.Date
	}
	if rec.Date.IsZero() {
		rec.Date = c.Date
	}
	if row != nil {
		if u := row.URI(rec.File); u != "" {
			rec.URI = u
			return
		}
	}
	if len(c.Maps) == 0 {
		return
	}
	abs, err := filepath.Abs(rec.File)
	if err != nil {
		return
	}
	best := -1
	var rel string
	for i, m := range c.Maps {
		if m.File {
			if m.Dir == abs {
				rec.URI = m.URL.String()
				return
			}
			continue
		}
		r, err := filepath.Rel(m.Dir, abs)
		if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			continue
		}
		if best < 0 || len(m.Dir) > len(c.Maps[best].Dir) {
			best, rel = i, r
		}
	}
	if best < 0 {
		return
	}
	rec.URI = under(c.Maps[best].URL, rel)
}

// PlainFile returns the URL and the capture date a plain file named file
// is migrated with, as its record is given them (its manifest row's, else
// the Maps' and Date): "" and the zero time when nothing gives them.
func (c *Config) PlainFile(file string) (string, time.Time) {
	var row *ManifestRow
	if c.Manifest != nil {
		row, _ = c.Manifest.Lookup(file)
	}
	rec := &archive.Record{Format: archive.FormatDocument, File: file}
	c.plainFile(rec, row)
	return rec.URI, rec.Date
}
