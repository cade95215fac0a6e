// Package spectext carries the specification texts the dialects model,
// embedded byte for byte from specs/ (see specs/SOURCES.md for where each
// copy comes from: they ship in the binary, so they live here, not under
// testdata), and splits them into their sections, so that a step citing "RFC
// 2396, Section 5.2" can be shown beside the text of Section 5.2.
//
// A section starts at a heading: a line that begins in the first column and
// is neither a page footer ("Fielding   [Page 9]"), a running header ("RFC
// 1808   Relative Uniform Resource Locators   June 1995") nor a line of the
// title block, whose columns are set apart by runs of spaces. Numbered
// headings ("5.2.4.  Remove Dot Segments", "2.3.1  The Uses-Netloc Set")
// are known by their number, lettered ones ("C.1.  Normal Examples",
// "Appendix A.  Collected ABNF for URI") by their letter; RFC 1630 numbers
// none of its sections, so its headings are known by their title
// ("Partial (relative) form"), as the rfc1630 package cites them. A
// section runs to the next heading of any level.
package spectext

import (
	"embed"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// texts holds specs/*.txt, byte for byte with their page breaks: the five
// specifications the dialects model (RFC 1630, the 1994 relative-URL draft,
// RFC 1808, RFC 2396, RFC 3986), RFC 1738 and RFC 2732 that they build on,
// and the texts base establishment cites (RFC 1866, RFC 2068, RFC 2110,
// RFC 2557 and the last MHTML draft).
//
//go:embed specs/*.txt
var texts embed.FS

// A Document is one specification text.
type Document struct {
	Name     string // as rules cite it: "RFC 2396", "draft-ietf-uri-relative-url-01"
	Slug     string // file name without ".txt": "rfc2396"
	Text     string // the whole file, byte for byte
	Sections []Section
}

// A Section is the text from one heading to the next.
type Section struct {
	ID    string // "5.2", "A", "C.1", or for RFC 1630 the title
	Title string // the heading line as printed
	Start int    // byte offset of the heading in the document's Text
	End   int    // byte offset where the next section starts
}

// Anchor returns the HTML id of the section, "sec-5.2" or
// "sec-partial-relative-form".
func (s *Section) Anchor() string {
	var b strings.Builder
	b.WriteString("sec-")
	dash := false
	for _, c := range strings.ToLower(s.ID) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' {
			if dash && b.Len() > len("sec-") {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(c)
			continue
		}
		dash = true
	}
	return b.String()
}

// SectionText returns the section's text as printed, page breaks included.
func (d *Document) SectionText(s *Section) string { return d.Text[s.Start:s.End] }

// Section returns the section a rule's Sec names: "5.2", "4",
// "Appendix A" or a title; nil if there is none.
func (d *Document) Section(sec string) *Section {
	id := strings.TrimSpace(strings.TrimPrefix(sec, "Appendix "))
	for i := range d.Sections {
		if strings.EqualFold(d.Sections[i].ID, id) {
			return &d.Sections[i]
		}
	}
	return nil
}

var (
	footer   = regexp.MustCompile(`\[Page \d+\]\s*$`)
	running  = regexp.MustCompile(`^\f?RFC \d+ `)
	numbered = regexp.MustCompile(`^(\d+(?:\.\d+)*)\.?\s+\S`)
	lettered = regexp.MustCompile(`^(?:Appendix )?([A-Z](?:\.\d+)*)\.\s+\S`)
)

// heading returns the section ID a line opens, or "" if it opens none.
func heading(line string) string {
	if line == "" || line[0] == ' ' || line[0] == '\t' || footer.MatchString(line) || running.MatchString(line) {
		return ""
	}
	if m := numbered.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	if m := lettered.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	if strings.Contains(line, "   ") || !isLetter(line[0]) || strings.ContainsAny(line, "=/") || strings.HasSuffix(line, ":") || strings.HasSuffix(line, ".") {
		return "" // a line of the title block, in columns, of a grammar or an example, or a sentence
	}
	return strings.TrimSpace(line)
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// split finds the sections of text. Text before the first heading (the
// title block) belongs to no section. A heading stands between blank
// lines, which tells it from a line of an address or an example that
// happens to start in the first column.
func split(text string) []Section {
	var lines []string
	var starts []int
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		lines = append(lines, strings.TrimRight(text[off:off+end], " \r"))
		starts = append(starts, off)
		off += end + 1
	}
	blank := func(i int) bool { return i < 0 || i >= len(lines) || strings.TrimSpace(lines[i]) == "" }
	var secs []Section
	for i, line := range lines {
		id := heading(line)
		if id == "" || !blank(i-1) || !blank(i+1) {
			continue
		}
		if n := len(secs); n > 0 {
			secs[n-1].End = starts[i]
		}
		secs = append(secs, Section{ID: id, Title: strings.TrimSpace(line), Start: starts[i]})
	}
	if n := len(secs); n > 0 {
		secs[n-1].End = len(text)
	}
	return secs
}

// Documents returns every embedded text, split, in order of file name.
var Documents = sync.OnceValue(func() []*Document {
	const dir = "specs"
	entries, err := fs.ReadDir(texts, dir)
	if err != nil {
		panic("spectext: embedded texts missing: " + err.Error())
	}
	var docs []*Document
	for _, e := range entries {
		data, err := fs.ReadFile(texts, path.Join(dir, e.Name()))
		if err != nil {
			panic("spectext: " + err.Error())
		}
		slug := strings.TrimSuffix(e.Name(), ".txt")
		name := slug
		if n, ok := strings.CutPrefix(slug, "rfc"); ok {
			name = "RFC " + n
		}
		text := string(data)
		docs = append(docs, &Document{Name: name, Slug: slug, Text: text, Sections: split(text)})
	}
	sort.Slice(docs, func(i, j int) bool { return docs[i].Slug < docs[j].Slug })
	return docs
})

// Lookup returns the document a rule's Doc names ("RFC 2396") or whose
// slug is name ("rfc2396"); nil if none is embedded.
func Lookup(name string) *Document {
	for _, d := range Documents() {
		if strings.EqualFold(d.Name, name) || d.Slug == name {
			return d
		}
	}
	return nil
}

// Excerpt returns a section's text without its page breaks: the footer,
// the form feed and running header of the next page, and the blank lines
// around them, so that a paragraph cut by a page break reads whole. Where
// the text after the break starts a new paragraph (a labelled item, or a
// line indented otherwise than the one before the break), one blank line
// stays between them.
func (d *Document) Excerpt(s *Section) string {
	lines := strings.Split(strings.TrimRight(d.SectionText(s), "\n"), "\n")
	var out []string
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if !footer.MatchString(line) {
			out = append(out, line)
			continue
		}
		// Drop the blank lines before the footer, the footer, and the
		// running header with the blank lines after it.
		for len(out) > 0 && strings.TrimSpace(out[len(out)-1]) == "" {
			out = out[:len(out)-1]
		}
		for i+1 < len(lines) && (strings.TrimSpace(lines[i+1]) == "" || strings.TrimSpace(lines[i+1]) == "\f" || running.MatchString(lines[i+1])) {
			i++
		}
		if len(out) > 0 && i+1 < len(lines) && newParagraph(out[len(out)-1], lines[i+1]) {
			out = append(out, "")
		}
	}
	return strings.Join(out, "\n")
}

var item = regexp.MustCompile(`^\s*(?:Step\s+\d+:|\d+[.)]|[A-Za-z][.)])\s`)

// newParagraph reports whether next, the first line after a page break,
// starts a paragraph rather than going on with prev.
func newParagraph(prev, next string) bool {
	indent := func(s string) int { return len(s) - len(strings.TrimLeft(s, " ")) }
	return item.MatchString(next) || heading(next) != "" || indent(prev) != indent(next) ||
		strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ":")
}
