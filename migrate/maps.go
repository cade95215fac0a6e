package migrate

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
)

// A Map says where the plain files under a folder were published: a file
// under Dir was retrieved from URL and its path under Dir (the command's
// --map DIR=URL), so that its links resolve against its real URI, not a
// file: URL, as a mirror of a 1992 site is read.
type Map struct {
	Dir string // absolute and clean
	URL *url.URL
	// Text is the flag's text, DIR=URL.
	Text string
}

// ParseMap reads DIR=URL: DIR a folder (relative to the working
// folder), URL an absolute URL, taken as a folder (a "/" is added to a
// path that does not end with one).
func ParseMap(s string) (Map, error) {
	dir, raw, ok := strings.Cut(s, "=")
	if !ok || dir == "" || raw == "" {
		return Map{}, fmt.Errorf("%q: want DIR=URL", s)
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		return Map{}, fmt.Errorf("%q: %q is not an absolute URL", s, raw)
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
	abs, err := filepath.Abs(dir)
	if err != nil {
		return Map{}, fmt.Errorf("%q: %v", s, err)
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
// read from disk, not from an archive) from the Maps and the Date of the
// configuration (PlainFileURL), the date only when the record has none.
func (c *Config) plainFile(rec *archive.Record) {
	if rec.Format != archive.FormatDocument || rec.File == archive.Stdin {
		return
	}
	if rec.Date.IsZero() {
		rec.Date = c.Date
	}
	if uri := c.PlainFileURL(rec.File); uri != "" {
		rec.URI = uri
	}
}

// PlainFileURL is the URL the plain file named file was published at,
// by the Maps: the URL of the longest folder holding it, followed by its
// path under that folder, each segment percent-encoded (url.URL); "" when
// no Map holds it.
func (c *Config) PlainFileURL(file string) string {
	if len(c.Maps) == 0 {
		return ""
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return ""
	}
	best := -1
	var rel string
	for i, m := range c.Maps {
		r, err := filepath.Rel(m.Dir, abs)
		if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			continue
		}
		if best < 0 || len(m.Dir) > len(c.Maps[best].Dir) {
			best, rel = i, r
		}
	}
	if best < 0 {
		return ""
	}
	return under(c.Maps[best].URL, rel)
}
