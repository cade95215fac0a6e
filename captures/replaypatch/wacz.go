package replaypatch

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path"
	"strings"
	"time"

	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/internal/tool/linesort"
)

// WACZName is the name of the package of a collection and its patch.
const WACZName = "collection.wacz"

// WACZVersion is the version of webrecorder's WACZ format written.
const WACZVersion = "1.1.1"

// DocumentsName is the name, under archive/, of the WARC that holds the
// plain files of a collection, each captured as a resource record.
const DocumentsName = "documents.warc.gz"

// An Input is one input of a collection, as archive.Inputs names it (a
// file, or PACKAGE#archive/NAME for a WARC inside a WACZ).
type Input struct {
	Name string
	// URL and Date are, for a plain file (an HTML document read from
	// disk), the URL it was published at and its capture date, the
	// run's --map and --date: with them it is captured into the
	// package's documents.warc.gz as a resource record; without a URL it
	// cannot be replayed, and is left out.
	URL  string
	Date time.Time
}

// A Package describes a WACZ package to write.
type Package struct {
	// Inputs are the collection's inputs, and Patch the patch's WARC
	// (patch.warc.gz), added as one more archive; "" for none.
	Inputs []Input
	Patch  string
	// Title, Description and Software are datapackage.json's; Created
	// its created date (the current time when zero).
	Title, Description, Software string
	Created                      time.Time
	// TempDir holds the temporary files (os.TempDir() when "");
	// SortBudget bounds the index lines kept in memory while sorting
	// (linesort.DefaultBudget when 0).
	TempDir    string
	SortBudget int
}

// A Packed input: where it went in the package, or why it was left out.
type Packed struct {
	Input
	// Entry is its path in the package ("archive/crawl.warc.gz"), ""
	// when it was left out, saying why in Err.
	Entry string
	Err   error
	// ReadErr is the error that ended the reading of a packed input's
	// records before its end: the records after it are not indexed.
	ReadErr error
	// Indexed are its records listed in the index; Unindexed those a
	// replay tool cannot seek to (records sharing a whole-file gzip
	// member), left out of it; Pages its records listed in pages.jsonl.
	Indexed, Unindexed, Pages int
}

// A Report says what a package holds: each input, packed or left out,
// and the index lines and pages written.
type Report struct {
	Inputs []Packed
	Lines  int64
	Pages  int
}

// WriteWACZ writes the WACZ package of p into w (webrecorder's WACZ
// 1.1.1: https://specs.webrecorder.net/wacz/1.1.1/):
//
//   - archive/: each WARC input as it is, byte for byte (the spec: "The
//     archive directory MUST contain one or more files in the WARC
//     format"), stored, not deflated ("All archive/ files should be
//     stored in ZIP with 'STORE' mode": a replay tool reads a record at
//     its offset); named by its file name, made unique ("-2" before the
//     extension), ".warc.gz" when gzip-compressed and ".warc" when not;
//     the plain files with a URL captured as resource records into
//     archive/documents.warc.gz; the patch;
//   - indexes/index.cdxj: the CDXJ line of every record of them that
//     holds a capture (captures.CaptureOf, captures.Capture.AppendCDXJ,
//     each naming its file under archive/), sorted as "LC_ALL=C sort"
//     sorts (in bounded memory: linesort); an index named index.cdx.gz
//     alone is not read by ReplayWeb.page, and a plain .cdxj is;
//   - pages/pages.jsonl: its format line, then every HTML capture with
//     status 200 (or a resource) that is no patch record;
//   - datapackage.json: profile, wacz_version, each entry's name, path,
//     SHA-256 and size, title, description, created, software, and
//     mainPageUrl and mainPageDate (the first page);
//   - datapackage-digest.json: the SHA-256 of datapackage.json.
//
// An ARC input is left out (a WACZ holds WARC files; pywb replays the
// ARC file with the patch's CDXJ beside it), as are an input compressed
// with zstd (not a .warc or .warc.gz), an index, a link table, a WAT
// file's metadata (it holds no capture; it is packed as a WARC), and a
// plain file without a URL. An input left out costs only itself: the
// report says why. Every input is read three times (its records, its
// checksums, its copy); the copy is checked against the checksums.
func WriteWACZ(w io.Writer, p Package) (*Report, error) {
	wz := &waczWriter{p: p, zw: zip.NewWriter(w), taken: map[string]bool{},
		index: linesort.New(p.TempDir, p.SortBudget)}
	defer wz.index.Close()
	rep := &Report{}
	pages, err := os.CreateTemp(p.TempDir, "pages-*.jsonl")
	if err != nil {
		return nil, err
	}
	defer os.Remove(pages.Name())
	defer pages.Close()
	wz.pages = bufio.NewWriter(pages)
	fmt.Fprintf(wz.pages, `{"format": "json-pages-1.0", "id": "pages", "title": %s}`+"\n", jsonString(pageTitle(p.Title)))

	docs, err := wz.captureDocuments(rep)
	if err != nil {
		return nil, err
	}
	if docs != "" {
		defer os.Remove(docs)
	}
	for _, in := range p.Inputs {
		if in.URL != "" && isDocument(in.Name) {
			continue // captured into documents.warc.gz
		}
		rep.Inputs = append(rep.Inputs, wz.addArchive(in, ""))
	}
	if docs != "" {
		packed := wz.addArchive(Input{Name: docs}, DocumentsName)
		if packed.Err != nil {
			return nil, packed.Err
		}
	}
	if p.Patch != "" {
		packed := wz.addArchive(Input{Name: p.Patch}, path.Base(p.Patch))
		if packed.Err != nil {
			return nil, fmt.Errorf("the patch: %w", packed.Err)
		}
	}
	if wz.entries == 0 {
		return rep, errors.New("no input could be packed: a WACZ must hold a WARC file")
	}
	rep.Lines, rep.Pages = wz.index.Len(), wz.npages
	if err := wz.writeTemp("indexes/index.cdxj", func(w io.Writer) error { return wz.index.Write(w) }); err != nil {
		return nil, err
	}
	if err := wz.pages.Flush(); err != nil {
		return nil, err
	}
	if err := wz.addFile("pages/pages.jsonl", pages.Name()); err != nil {
		return nil, err
	}
	if err := wz.writeDatapackage(); err != nil {
		return nil, err
	}
	return rep, wz.zw.Close()
}

// pageTitle is the page list's title.
func pageTitle(title string) string {
	if title == "" {
		return "All Pages"
	}
	return title
}

type resource struct {
	Name  string `json:"name"`
	Path  string `json:"path"`
	Hash  string `json:"hash"`
	Bytes int64  `json:"bytes"`
}

type waczWriter struct {
	p         Package
	zw        *zip.Writer
	taken     map[string]bool
	resources []resource
	index     *linesort.Sorter
	pages     *bufio.Writer
	npages    int
	mainPage  *page
	entries   int // archive entries
}

type page struct {
	ID    string `json:"id"`
	URL   string `json:"url"`
	TS    string `json:"ts"`
	Title string `json:"title,omitempty"`
}

// isDocument reports whether the named input reads as a plain file.
func isDocument(name string) bool {
	rd, closer, err := archive.Open(name, nil)
	if err != nil {
		return false
	}
	defer closer.Close()
	rec, err := rd.Next()
	return err == nil && rec.Format == archive.FormatDocument
}

// captureDocuments writes the plain files with a URL as resource records
// (WARC 1.1, Section 6.4: "a resource, without full protocol response
// information"; a file read from disk has no HTTP response) into a
// temporary WARC, and returns its path, "" when there are none.
func (wz *waczWriter) captureDocuments(rep *Report) (string, error) {
	var f *os.File
	n := 0
	for _, in := range wz.p.Inputs {
		if in.URL == "" || !isDocument(in.Name) {
			continue
		}
		body, err := os.ReadFile(in.Name)
		if err != nil {
			rep.Inputs = append(rep.Inputs, Packed{Input: in, Err: err})
			continue
		}
		if f == nil {
			if f, err = os.CreateTemp(wz.p.TempDir, "documents-*.warc.gz"); err != nil {
				return "", err
			}
			defer f.Close()
		}
		date := in.Date
		if date.IsZero() {
			date = time.Now()
		}
		n++
		if err := writeResource(f, in, date, body); err != nil {
			return f.Name(), err
		}
		rep.Inputs = append(rep.Inputs, Packed{Input: in, Entry: "archive/" + DocumentsName})
	}
	if f == nil {
		return "", nil
	}
	return f.Name(), f.Sync()
}

// writeResource writes one resource record of a plain file, a gzip
// member of its own.
func writeResource(w io.Writer, in Input, date time.Time, body []byte) error {
	b := gowarc.NewRecordBuilder(gowarc.Resource, gowarc.WithAddMissingDigest(true),
		gowarc.WithDefaultDigestAlgorithm("sha1"), gowarc.WithVersion(gowarc.V1_1))
	defer b.Close()
	b.AddWarcHeader(gowarc.WarcTargetURI, in.URL)
	b.AddWarcHeader(gowarc.WarcDate, date.UTC().Format(time.RFC3339))
	b.AddWarcHeader(gowarc.WarcRecordID, recordID("resource\x00"+in.URL+"\x00"+date.UTC().Format(time.RFC3339)+"\x00"+string(body)))
	b.AddWarcHeader(gowarc.ContentType, "text/html")
	if _, err := b.Write(body); err != nil {
		return err
	}
	rec, _, err := b.Build()
	if err != nil {
		return fmt.Errorf("%s: resource record: %w", in.Name, err)
	}
	defer rec.Close()
	zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
	if _, _, err := gowarc.NewMarshaler().Marshal(zw, rec, 0); err != nil {
		return err
	}
	return zw.Close()
}

// addArchive packs one WARC input under archive/ (named as entry, or
// after the input when ""), indexing its records and listing its pages.
func (wz *waczWriter) addArchive(in Input, entry string) Packed {
	pk := Packed{Input: in}
	head, err := readHead(in.Name, 4)
	if err != nil {
		pk.Err = err
		return pk
	}
	gz := bytes.HasPrefix(head, []byte{0x1f, 0x8b})
	if bytes.HasPrefix(head, []byte{0x28, 0xb5, 0x2f, 0xfd}) {
		pk.Err = errors.New("compressed with zstd: a WACZ holds .warc and .warc.gz files")
		return pk
	}
	if entry == "" {
		entry = archiveName(in.Name, gz)
	}
	entry = wz.unique("archive/" + entry)
	// The records first: an input that is no WARC is left out before
	// anything of it is written.
	warc, err := wz.indexRecords(&pk, path.Base(entry))
	if !warc {
		pk.Err = err
		delete(wz.taken, entry)
		return pk
	}
	pk.ReadErr = err
	if err := wz.addFile(entry, in.Name); err != nil {
		pk.Err = err
		return pk
	}
	pk.Entry = entry
	wz.entries++
	return pk
}

// indexRecords reads the input's records: the first that reads tells
// whether it is a WARC (warc); each capture's CDXJ line goes to the
// index, each page to pages.jsonl, only once a record has shown a WARC.
// The error is why it is no WARC, or, for a WARC, what ended its reading
// early.
func (wz *waczWriter) indexRecords(pk *Packed, entry string) (warc bool, err error) {
	rd, closer, err := archive.Open(pk.Name, nil)
	if err != nil {
		return false, err
	}
	defer closer.Close()
	var line []byte
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			if !warc {
				return false, errors.New("no WARC record")
			}
			return true, nil
		}
		var re *archive.RecordError
		if errors.As(err, &re) {
			continue // a record that does not read holds no capture to list
		}
		if err != nil {
			return warc, err
		}
		if !warc {
			switch rec.Format {
			case archive.FormatWARC, archive.FormatWAT:
				warc = true
			case archive.FormatARC:
				return false, errors.New("an ARC file: a WACZ holds WARC files (pywb replays it with the patch's CDXJ beside it)")
			case archive.FormatDocument:
				return false, errors.New("a plain file without a URL: no capture a replay tool could serve")
			default:
				return false, fmt.Errorf("%s: holds no capture", rec.Format)
			}
		}
		c, skipped := captures.CaptureOf(rec)
		if skipped != "" {
			continue
		}
		if c.Offset < 0 {
			pk.Unindexed++
			continue
		}
		c.File = entry
		line = c.AppendCDXJ(line[:0])
		if err := wz.index.Add(line); err != nil {
			return true, err
		}
		pk.Indexed++
		if isPage(rec, &c) {
			pk.Pages++
			if err := wz.addPage(&c); err != nil {
				return true, err
			}
		}
	}
}

// isPage reports whether a capture is a page to list: HTML, status 200
// (or a resource, which has none), not a revisit, not a patch record.
func isPage(rec *archive.Record, c *captures.Capture) bool {
	if c.Revisit || rec.Header.Get(SyntheticField) != "" || !strings.HasPrefix(c.Mime, "text/html") {
		return false
	}
	return c.Status == 200 || rec.Type == archive.TypeResource
}

func (wz *waczWriter) addPage(c *captures.Capture) error {
	wz.npages++
	pg := page{ID: fmt.Sprintf("p%d", wz.npages), URL: c.URL, TS: c.Time.UTC().Format(time.RFC3339)}
	if wz.mainPage == nil {
		wz.mainPage = &pg
	}
	b, err := json.Marshal(pg)
	if err != nil {
		return err
	}
	wz.pages.Write(b)
	return wz.pages.WriteByte('\n')
}

// archiveName is an input's name under archive/: its file name (an
// entry of a package: the entry's), with the extension its compression
// asks for.
func archiveName(name string, gz bool) string {
	if _, entry, ok := strings.Cut(name, "#"); ok && !fileExists(name) {
		name = entry
	}
	base := path.Base(strings.ReplaceAll(name, "\\", "/"))
	stem := strings.TrimSuffix(strings.TrimSuffix(base, ".gz"), ".warc")
	if gz {
		return stem + ".warc.gz"
	}
	return stem + ".warc"
}

func fileExists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// unique returns entry, or entry with "-2", "-3"... before its extension
// when the name is taken, and takes it.
func (wz *waczWriter) unique(entry string) string {
	stem, ext := entry, ""
	for _, e := range []string{".warc.gz", ".warc"} {
		if strings.HasSuffix(entry, e) {
			stem, ext = strings.TrimSuffix(entry, e), e
			break
		}
	}
	name := entry
	for i := 2; wz.taken[name]; i++ {
		name = fmt.Sprintf("%s-%d%s", stem, i, ext)
	}
	wz.taken[name] = true
	return name
}

// readHead returns the first n bytes of the named input.
func readHead(name string, n int) ([]byte, error) {
	r, err := openRaw(name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	b := make([]byte, n)
	m, err := io.ReadFull(r, b)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		err = nil
	}
	return b[:m], err
}

// openRaw opens the bytes of an input: a file, or an entry of a WACZ
// package named PACKAGE#archive/NAME (archive.Inputs' names).
func openRaw(name string) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err == nil {
		return f, nil
	}
	pkg, entry, ok := strings.Cut(name, "#")
	if !ok || !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	zr, zerr := zip.OpenReader(pkg)
	if zerr != nil {
		return nil, err
	}
	for _, e := range zr.File {
		if e.Name == entry {
			rc, err := e.Open()
			if err != nil {
				zr.Close()
				return nil, err
			}
			return struct {
				io.Reader
				io.Closer
			}{rc, closeBoth{rc, zr}}, nil
		}
	}
	zr.Close()
	return nil, fmt.Errorf("%s: no entry %s in the package", name, entry)
}

type closeBoth [2]io.Closer

func (c closeBoth) Close() error { return errors.Join(c[0].Close(), c[1].Close()) }

// sums reads the input once for its size, CRC-32 (the ZIP's) and
// SHA-256 (datapackage.json's).
func sums(name string) (size int64, crc uint32, sha []byte, err error) {
	r, err := openRaw(name)
	if err != nil {
		return 0, 0, nil, err
	}
	defer r.Close()
	c, s := crc32.NewIEEE(), sha256.New()
	size, err = io.Copy(io.MultiWriter(c, s), r)
	return size, c.Sum32(), s.Sum(nil), err
}

// addFile stores the named input as the entry, uncompressed, its sizes
// and CRC in the local header (no data descriptor), and records it as a
// datapackage resource. The copy is checked against the sums read
// before it: an input that changed meanwhile fails.
func (wz *waczWriter) addFile(entry, name string) error {
	size, crc, sha, err := sums(name)
	if err != nil {
		return err
	}
	h := &zip.FileHeader{Name: entry, Method: zip.Store, CRC32: crc,
		CompressedSize64: uint64(size), UncompressedSize64: uint64(size)}
	// CreateRaw writes the MS-DOS date and time fields as they are (only
	// CreateHeader fills them from Modified).
	t := wz.created()
	//lint:ignore SA1019 CreateRaw takes the MS-DOS fields as given and does not read Modified.
	h.ModifiedDate = uint16((t.Year()-1980)<<9 | int(t.Month())<<5 | t.Day())
	//lint:ignore SA1019 as above.
	h.ModifiedTime = uint16(t.Hour()<<11 | t.Minute()<<5 | t.Second()/2)
	w, err := wz.zw.CreateRaw(h)
	if err != nil {
		return err
	}
	r, err := openRaw(name)
	if err != nil {
		return err
	}
	defer r.Close()
	c := crc32.NewIEEE()
	n, err := io.Copy(io.MultiWriter(w, c), r)
	if err != nil {
		return err
	}
	if n != size || c.Sum32() != crc {
		return fmt.Errorf("%s changed while it was packed", name)
	}
	wz.resources = append(wz.resources, resource{Name: path.Base(entry), Path: entry, Hash: "sha256:" + hex.EncodeToString(sha), Bytes: size})
	return nil
}

// writeTemp writes an entry through a temporary file (so that its sums
// are known before it is stored).
func (wz *waczWriter) writeTemp(entry string, write func(io.Writer) error) error {
	f, err := os.CreateTemp(wz.p.TempDir, "wacz-entry-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	defer f.Close()
	bw := bufio.NewWriter(f)
	if err := write(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return wz.addFile(entry, f.Name())
}

func (wz *waczWriter) created() time.Time {
	if wz.p.Created.IsZero() {
		wz.p.Created = time.Now()
	}
	return wz.p.Created.UTC().Truncate(time.Second)
}

// writeDatapackage writes datapackage.json and datapackage-digest.json.
func (wz *waczWriter) writeDatapackage() error {
	dp := map[string]any{
		"profile":      "data-package",
		"wacz_version": WACZVersion,
		"resources":    wz.resources,
		"created":      wz.created().Format(time.RFC3339),
	}
	for k, v := range map[string]string{"title": wz.p.Title, "description": wz.p.Description, "software": wz.p.Software} {
		if v != "" {
			dp[k] = v
		}
	}
	if wz.mainPage != nil {
		dp["mainPageUrl"], dp["mainPageDate"] = wz.mainPage.URL, wz.mainPage.TS
	}
	b, err := json.MarshalIndent(dp, "", "  ")
	if err != nil {
		return err
	}
	if err := wz.writeBytes("datapackage.json", b); err != nil {
		return err
	}
	sum := sha256.Sum256(b)
	digest, _ := json.MarshalIndent(map[string]string{"path": "datapackage.json", "hash": "sha256:" + hex.EncodeToString(sum[:])}, "", "  ")
	return wz.writeBytes("datapackage-digest.json", digest)
}

func (wz *waczWriter) writeBytes(entry string, b []byte) error {
	w, err := wz.zw.CreateHeader(&zip.FileHeader{Name: entry, Method: zip.Deflate, Modified: wz.created()})
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
