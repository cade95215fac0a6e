package spectext

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSections finds, by the names rules give them, the sections listed in
// testdata/sections.txt, and checks their heading and anchor.
func TestSections(t *testing.T) {
	rows := readRows(t, "testdata/sections.txt", 4)
	for _, fields := range rows {
		doc := Lookup(fields[0])
		if doc == nil {
			t.Errorf("no document %q", fields[0])
			continue
		}
		sec := doc.Section(fields[1])
		if sec == nil {
			t.Errorf("%s: no section %q", fields[0], fields[1])
			continue
		}
		if sec.Title != fields[2] || sec.Anchor() != fields[3] {
			t.Errorf("%s %s: heading %q, anchor %q; want %q, %q", fields[0], fields[1], sec.Title, sec.Anchor(), fields[2], fields[3])
		}
		if !strings.HasPrefix(doc.SectionText(sec), fields[2]) {
			t.Errorf("%s %s: text does not start with its heading", fields[0], fields[1])
		}
	}
	if len(rows) < 10 {
		t.Fatalf("read %d sections", len(rows))
	}
}

// TestSplit checks the sections of every text: in order, each starting
// at its heading, none overlapping, the last running to the end, and no
// two with the same anchor (or a link would land on the wrong one).
func TestSplit(t *testing.T) {
	docs := Documents()
	files, _ := filepath.Glob("specs/*.txt")
	if len(docs) != len(files) || len(docs) < 7 {
		t.Errorf("%d documents, want the %d files of cmd/uridialect/internal/spectext/specs", len(docs), len(files))
	}
	for _, d := range docs {
		data, err := os.ReadFile("specs/" + d.Slug + ".txt")
		if err != nil || string(data) != d.Text {
			t.Errorf("%s: the embedded text differs from cmd/uridialect/internal/spectext/specs/%s.txt", d.Name, d.Slug)
		}
		if len(d.Sections) < 10 {
			t.Errorf("%s: only %d sections", d.Name, len(d.Sections))
		}
		anchors := map[string]bool{}
		for i, s := range d.Sections {
			if s.Start >= s.End || i > 0 && d.Sections[i-1].End != s.Start {
				t.Errorf("%s: section %q spans %d-%d after %d", d.Name, s.ID, s.Start, s.End, d.Sections[max(i-1, 0)].End)
			}
			if anchors[s.Anchor()] {
				t.Errorf("%s: two sections with anchor %s", d.Name, s.Anchor())
			}
			anchors[s.Anchor()] = true
		}
		if last := d.Sections[len(d.Sections)-1]; last.End != len(d.Text) {
			t.Errorf("%s: the last section ends at %d of %d", d.Name, last.End, len(d.Text))
		}
	}
}

// TestExcerpt: the excerpt of RFC 2396, Section 5.2 (which spans pages 18
// to 22) has no page footers or running headers, and reads on across the
// page breaks.
func TestExcerpt(t *testing.T) {
	d := Lookup("RFC 2396")
	s := d.Section("5.2")
	full, ex := d.SectionText(s), d.Excerpt(s)
	if !strings.Contains(full, "[Page ") {
		t.Fatal("RFC 2396, Section 5.2 has no page break to test with")
	}
	for _, bad := range []string{"[Page ", "\f", "RFC 2396                   URI Generic Syntax"} {
		if strings.Contains(ex, bad) {
			t.Errorf("the excerpt keeps %q", bad)
		}
	}
	// Every line of text survives.
	for _, line := range strings.Split(full, "\n") {
		if strings.TrimSpace(line) != "" && !footer.MatchString(line) && !running.MatchString(line) && !strings.Contains(ex, line) {
			t.Errorf("the excerpt lost %q", line)
		}
	}
}

// TestLocate finds the passages of testdata/passages.txt in the excerpts
// of their sections.
func TestLocate(t *testing.T) {
	rows := readRows(t, "testdata/passages.txt", 5)
	for _, f := range rows {
		d := Lookup(f[0])
		sec := d.Section(f[1])
		if sec == nil {
			t.Errorf("%s: no section %s", f[0], f[1])
			continue
		}
		lines := strings.Split(d.Excerpt(sec), "\n")
		start, end, ok := Locate(f[0], f[1], lines, f[2])
		if !ok {
			t.Errorf("%s %s step %s: not found", f[0], f[1], f[2])
			continue
		}
		if got := strings.TrimSpace(lines[start]); got != f[3] || strconv.Itoa(end-start) != f[4] {
			t.Errorf("%s %s step %s: %q and %d lines, want %q and %s", f[0], f[1], f[2], got, end-start, f[3], f[4])
		}
	}
	if len(rows) < 8 {
		t.Fatalf("read %d passages", len(rows))
	}
	// What the text does not label is not found.
	d := Lookup("RFC 1630")
	lines := strings.Split(d.Excerpt(d.Section("Partial (relative) form")), "\n")
	for _, step := range []string{"5", "", "nosuchproduction"} {
		if _, _, ok := Locate("RFC 1630", "Partial (relative) form", lines, step); ok {
			t.Errorf("RFC 1630, Partial (relative) form, step %q: found, but there is no such step", step)
		}
	}
}

// readRows reads a table of TAB-separated rows of n fields, skipping blank
// lines and "#" comments.
func readRows(t *testing.T, path string, n int) [][]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != n {
			t.Fatalf("%s: %q has %d fields, want %d", path, line, len(f), n)
		}
		rows = append(rows, f)
	}
	return rows
}
