package replaypatch

import (
	"archive/zip"
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
)

// A waczContent is what validateWACZ read of a package.
type waczContent struct {
	archives map[string][]byte // archive/ entries by path
	lines    []string          // indexes/index.cdxj
	pages    []map[string]any  // pages/pages.jsonl, the format line aside
	dp       map[string]any    // datapackage.json
}

// validateWACZ checks a package against WACZ 1.1.1 and what ReplayWeb.page
// needs of it, failing the test on every fault:
//   - archive/ holds .warc or .warc.gz files, each stored (not deflated),
//     with its sizes in the local header (no data descriptor);
//   - datapackage.json: profile data-package, wacz_version 1.1.1, and a
//     resource for every entry but the two datapackage files, whose
//     bytes and sha256 hash match the entry; datapackage-digest.json
//     holds the hash of datapackage.json;
//   - pages/pages.jsonl starts with its format line, then a page (url,
//     RFC 3339 ts) a line;
//   - indexes/index.cdxj (a name ReplayWeb.page reads) is sorted as
//     LC_ALL=C sort sorts, and every line points at its record: the
//     bytes at its offset and length in the entry it names read as one
//     record whose capture is the line's.
func validateWACZ(t *testing.T, path string) *waczContent {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	wc := &waczContent{archives: map[string][]byte{}}
	entries := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc) // the zip reader checks the CRC-32
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		entries[f.Name] = b
		if strings.HasPrefix(f.Name, "archive/") {
			if !strings.HasSuffix(f.Name, ".warc.gz") && !strings.HasSuffix(f.Name, ".warc") {
				t.Errorf("%s: not a .warc or .warc.gz name", f.Name)
			}
			if f.Method != zip.Store || f.Flags&0x8 != 0 {
				t.Errorf("%s: method %d, flags %#x: want stored, sizes in the local header", f.Name, f.Method, f.Flags)
			}
			if f.Modified.Year() < 1981 {
				t.Errorf("%s: modified %s", f.Name, f.Modified)
			}
			wc.archives[f.Name] = b
		}
	}
	if len(wc.archives) == 0 {
		t.Error("no archive/ entry")
	}
	// datapackage.json and its digest.
	dpBytes, ok := entries["datapackage.json"]
	if !ok {
		t.Fatal("no datapackage.json")
	}
	if err := json.Unmarshal(dpBytes, &wc.dp); err != nil {
		t.Fatal(err)
	}
	if wc.dp["profile"] != "data-package" || wc.dp["wacz_version"] != "1.1.1" {
		t.Errorf("datapackage.json: profile %v, wacz_version %v", wc.dp["profile"], wc.dp["wacz_version"])
	}
	var digest struct{ Path, Hash string }
	if err := json.Unmarshal(entries["datapackage-digest.json"], &digest); err != nil {
		t.Errorf("datapackage-digest.json: %v", err)
	}
	if sum := sha256.Sum256(dpBytes); digest.Path != "datapackage.json" || digest.Hash != "sha256:"+hex.EncodeToString(sum[:]) {
		t.Errorf("datapackage-digest.json: %+v", digest)
	}
	var dp struct {
		Resources []struct {
			Name, Path, Hash string
			Bytes            int64
		}
	}
	json.Unmarshal(dpBytes, &dp)
	listed := map[string]bool{}
	for _, r := range dp.Resources {
		b, ok := entries[r.Path]
		sum := sha256.Sum256(b)
		if !ok || int64(len(b)) != r.Bytes || r.Hash != "sha256:"+hex.EncodeToString(sum[:]) || r.Name != filepath.Base(r.Path) {
			t.Errorf("resource %+v: entry present %v, %d bytes, sha256:%x", r, ok, len(b), sum)
		}
		listed[r.Path] = true
	}
	for name := range entries {
		if !listed[name] && name != "datapackage.json" && name != "datapackage-digest.json" {
			t.Errorf("%s is not among datapackage.json's resources", name)
		}
	}
	// pages.jsonl.
	pages, ok := entries["pages/pages.jsonl"]
	if !ok {
		t.Fatal("no pages/pages.jsonl")
	}
	sc := bufio.NewScanner(bytes.NewReader(pages))
	for n := 0; sc.Scan(); n++ {
		var obj map[string]any
		if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
			t.Fatalf("pages.jsonl line %d: %v", n+1, err)
		}
		if n == 0 {
			if obj["format"] != "json-pages-1.0" || obj["id"] != "pages" || obj["title"] == nil {
				t.Errorf("pages.jsonl's first line is no format line: %s", sc.Bytes())
			}
			continue
		}
		ts, _ := obj["ts"].(string)
		if _, err := time.Parse(time.RFC3339, ts); err != nil || obj["url"] == nil {
			t.Errorf("pages.jsonl line %d: %s", n+1, sc.Bytes())
		}
		wc.pages = append(wc.pages, obj)
	}
	// The index.
	index, ok := entries["indexes/index.cdxj"]
	if !ok {
		t.Fatal("no indexes/index.cdxj")
	}
	wc.lines = strings.Split(strings.TrimSuffix(string(index), "\n"), "\n")
	if !slices.IsSorted(wc.lines) {
		t.Error("indexes/index.cdxj is not sorted")
	}
	for _, line := range wc.lines {
		key, rest, _ := strings.Cut(line, " ")
		ts, js, _ := strings.Cut(rest, " ")
		var f struct{ URL, Digest, Length, Offset, Filename string }
		if err := json.Unmarshal([]byte(js), &f); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		warc, ok := wc.archives["archive/"+f.Filename]
		off, n := atoi(t, f.Offset), atoi(t, f.Length)
		if !ok || off+n > len(warc) {
			t.Errorf("%s: no such entry, or past its end", line)
			continue
		}
		rd := archive.NewReader(bytes.NewReader(warc[off:off+n]), f.Filename)
		rec, err := rd.Next()
		if err != nil {
			t.Errorf("%s: the record at its offset: %v", line, err)
			continue
		}
		c, skipped := captures.CaptureOf(rec)
		if skipped != "" || c.Key != key || c.Timestamp != ts || c.URL != f.URL || c.Digest != f.Digest {
			t.Errorf("%s: the record there is %s %s %s (%s)", line, c.Key, c.Timestamp, c.URL, skipped)
		}
		if _, err := rd.Next(); err != io.EOF {
			t.Errorf("%s: more than one record in its length (%v)", line, err)
		}
	}
	return wc
}

// TestWACZ packs the test collection: the crawl of 1996, its patch, a
// real page of 1992 read from disk with its URL and date (CERN's "The
// World Wide Web project", captured as a resource record), pywb's
// uncompressed sample WARC, a second file named as the crawl, and three
// inputs a WACZ cannot hold (an ARC file, a plain file without a URL, a
// link table); then packs that package again as an input. Every package
// validates; the inputs' bytes are in it unchanged; its index lists
// every capture of every WARC packed; the patch's record is found in it
// and mends the link.
func TestWACZ(t *testing.T) {
	dir := t.TempDir()
	if *keep != "" {
		dir = *keep
	}
	c, patch := patched(t, dir)
	other := filepath.Join(dir, "other")
	os.Mkdir(other, 0o755)
	copyFile(t, "../../testdata/archive/pywb/example.warc.gz", filepath.Join(other, filepath.Base(c.warc)))
	project := Input{Name: "../../testdata/trust/sniff/TheProject.html", URL: "http://info.cern.ch/hypertext/WWW/TheProject.html",
		Date: time.Date(1992, 11, 3, 0, 0, 0, 0, time.UTC)}
	inputs := []Input{
		{Name: c.warc}, project, {Name: "../../testdata/archive/pywb/example.warc"},
		{Name: filepath.Join(other, filepath.Base(c.warc))},
		{Name: "../../testdata/archive/pywb/example.arc"}, {Name: "../../testdata/migrate/pages/cern-1994.html"},
		{Name: "../../testdata/archive/links.tsv"},
	}
	out := filepath.Join(dir, WACZName)
	rep := writeWACZ(t, out, Package{Inputs: inputs, Patch: patch, Title: "db-1996",
		Created: time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC), Software: "uridialect (test)", TempDir: dir, SortBudget: 512})
	wc := validateWACZ(t, out)

	entries := map[string]string{}
	for _, p := range rep.Inputs {
		entries[p.Name] = p.Entry
		if (p.Entry == "") != (p.Err != nil) {
			t.Errorf("%s: entry %q, error %v", p.Name, p.Entry, p.Err)
		}
	}
	want := map[string]string{
		c.warc: "archive/crawl-1996.warc.gz", project.Name: "archive/" + DocumentsName,
		"../../testdata/archive/pywb/example.warc":    "archive/example.warc",
		filepath.Join(other, filepath.Base(c.warc)):   "archive/crawl-1996-2.warc.gz",
		"../../testdata/archive/pywb/example.arc":     "",
		"../../testdata/migrate/pages/cern-1994.html": "",
		"../../testdata/archive/links.tsv":            "",
	}
	for name, entry := range want {
		if got, ok := entries[name]; !ok || got != entry {
			t.Errorf("%s: packed as %q, want %q", name, got, entry)
		}
	}
	if len(rep.Inputs) != len(inputs) {
		t.Errorf("%d inputs reported, %d given", len(rep.Inputs), len(inputs))
	}
	for _, name := range []string{c.warc, "../../testdata/archive/pywb/example.warc", filepath.Join(other, filepath.Base(c.warc))} {
		orig, _ := os.ReadFile(name)
		if !bytes.Equal(orig, wc.archives[entries[name]]) {
			t.Errorf("%s: its bytes in the package differ from the file's", name)
		}
	}
	// The index lists every capture of every WARC packed, the patch's
	// and the documents' included.
	total := 0
	for entry, b := range wc.archives {
		rd := archive.NewReader(bytes.NewReader(b), entry)
		for {
			rec, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if _, skipped := captures.CaptureOf(rec); skipped == "" {
				total++
			}
		}
	}
	if len(wc.lines) != total || int64(total) != rep.Lines {
		t.Errorf("%d index lines (report: %d) for %d captures", len(wc.lines), rep.Lines, total)
	}
	pageURLs := map[string]bool{}
	for _, p := range wc.pages {
		pageURLs[p["url"].(string)] = true
	}
	if !pageURLs[pageURL] || !pageURLs[project.URL] || pageURLs[c.now] || len(wc.pages) != rep.Pages {
		t.Errorf("pages: %v (report: %d)", pageURLs, rep.Pages)
	}
	if wc.dp["mainPageUrl"] == nil || wc.dp["title"] != "db-1996" {
		t.Errorf("datapackage.json: %v", wc.dp)
	}

	// The package as a collection: the link is mended.
	if verdict, _, _ := judge(t, c, out); verdict != captures.Same {
		t.Errorf("the package as a collection: %s, want same", verdict)
	}

	// The package packed again, as an input (its WARC entries, as
	// archive.Inputs names them): the same captures.
	names, err := archive.Inputs([]string{out})
	if err != nil {
		t.Fatal(err)
	}
	var again []Input
	for _, n := range names {
		again = append(again, Input{Name: n})
	}
	out2 := filepath.Join(dir, "again.wacz")
	writeWACZ(t, out2, Package{Inputs: again, TempDir: dir})
	wc2 := validateWACZ(t, out2)
	if len(wc2.lines) != len(wc.lines) || len(wc2.archives) != len(wc.archives) {
		t.Errorf("packed again: %d lines in %d archives, want %d in %d", len(wc2.lines), len(wc2.archives), len(wc.lines), len(wc.archives))
	}
}

func writeWACZ(t *testing.T, path string, p Package) *Report {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rep, err := WriteWACZ(f, p)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range rep.Inputs {
		t.Logf("%s: entry %q, %d indexed, %d pages, error %v", in.Name, in.Entry, in.Indexed, in.Pages, in.Err)
	}
	return rep
}

func copyFile(t testing.TB, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
