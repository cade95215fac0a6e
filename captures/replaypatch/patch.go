package replaypatch

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/captures"
)

// File names of the patch, as a run's output folder holds them.
const (
	WARCName  = "patch.warc.gz"
	IndexName = "patch.cdxj"
)

// SyntheticField is the WARC extension field that marks a patch record
// as made, not captured: WARC 1.1, Section 5.1, "new fields may be
// defined in extensions to the core WARC format, WARC processing
// software shall ignore fields with unrecognized names" (warcio, pywb
// and wabac.js keep or pass them by). Its value is SyntheticValue.
const SyntheticField = "WARC-Uridialect-Synthetic"

// SyntheticValue is the value of SyntheticField on a patch record.
const SyntheticValue = "replay-patch"

// ThenDateField is the WARC extension field holding the date of the
// then-target's capture the redirect leads to, as the lookup found it.
const ThenDateField = "WARC-Uridialect-Then-Date"

// Info describes the run that made a patch, for its warcinfo record
// (WARC 1.1, Section 6.2, a block of application/warc-fields).
type Info struct {
	// Software names the program and its version ("uridialect v0.3.0").
	Software string
	// Fields are more fields of the block, in order: the run's
	// configuration, its inputs ("uridialect-from", "rfc1808").
	Fields [][2]string
	// Date is the run's start, the warcinfo record's WARC-Date; the
	// current time when zero.
	Date time.Time
}

// A Break is a link that breaks in replay (captures.Breaks): the archive
// holds the page its author meant (the then-target), and replay, which
// resolves the link as browsers do today, looks up a URL (the
// now-target) that has no capture.
type Break struct {
	// Linked is the date of the linking document's capture: replay looks
	// the now-target up nearest to it, so the patch record takes it.
	Linked time.Time
	// Now is the now-target: the link resolved as a replay tool resolves
	// it (the URL Standard).
	Now string
	// Then is the then-target as its capture records it
	// (captures.Lookup.Chain[0].URL): the redirect's Location, and so what
	// replay looks up next. ThenTime is that capture's time.
	Then     string
	ThenTime time.Time
}

// A Conflict is a break whose now-target and date have a patch record
// already, redirecting elsewhere: one URL at one second can redirect to
// one place only. The record of the first break stays.
type Conflict struct {
	Break
	Kept string // the Location of the record that stays
}

// A Writer writes a patch: a WARC file of a warcinfo record and, for
// each breaking now-target, a synthetic response record redirecting it
// to the then-target; then its CDXJ index (WriteIndex). It holds one
// index entry per record written, and so memory in proportion to the
// breaking targets, not to the archive.
type Writer struct {
	w        *countingWriter
	filename string
	info     string // the warcinfo record's id
	records  []captures.Capture
	byKey    map[string]int // "KEY TIMESTAMP" -> the index of its record
	// Merged counts the breaks that had a record already, to the same
	// Location: one record stands for all of them.
	Merged int
	// Conflicts are the breaks that had a record already, to another
	// Location.
	Conflicts []Conflict
}

// NewWriter returns a Writer of the WARC file named filename (its
// WARC-Filename, and the filename its index entries name) into w, and
// writes the warcinfo record that starts it. Every record is a gzip
// member of its own, so that a replay tool can read it at its offset.
func NewWriter(w io.Writer, filename string, info Info) (*Writer, error) {
	p := &Writer{w: &countingWriter{w: w}, filename: filename, byKey: map[string]int{}}
	date := info.Date
	if date.IsZero() {
		date = time.Now()
	}
	var block strings.Builder
	field := func(name, value string) {
		if value != "" {
			fmt.Fprintf(&block, "%s: %s\r\n", name, oneLine(value))
		}
	}
	field("software", info.Software)
	field("format", "WARC File Format 1.1")
	field("conformsTo", "https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/")
	field("description", "replay patch: for each link whose target a replay tool resolves today (the URL Standard) "+
		"to a URL the archive never captured, while the archive holds the page the link meant, a synthetic response "+
		"record ("+SyntheticField+": "+SyntheticValue+") redirecting that URL to the page meant, dated as the linking "+
		"page's capture")
	for _, f := range info.Fields {
		field(f[0], f[1])
	}
	p.info = recordID("warcinfo\x00" + filename + "\x00" + block.String())
	_, err := p.write(gowarc.Warcinfo, date, block.String(), [][2]string{
		{gowarc.WarcFilename, oneLine(filename)},
		{gowarc.WarcRecordID, p.info},
		{gowarc.ContentType, "application/warc-fields"},
	})
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Add writes the patch record of b, unless a record for its now-target
// (its SURT key, captures.Key) at its date (to the second) is written
// already: then b is merged into it (the same Location) or is a Conflict
// (another Location). It reports whether a record was written; an error
// is b's fault (no key, no date, a Location no HTTP field can hold) or a
// write error.
func (p *Writer) Add(b Break) (written bool, err error) {
	key, err := captures.Key(b.Now)
	if err != nil {
		return false, fmt.Errorf("now-target %q: %w", b.Now, err)
	}
	if b.Linked.IsZero() {
		return false, fmt.Errorf("now-target %q: no date of the linking capture", b.Now)
	}
	if b.Then == "" || strings.ContainsFunc(b.Then, func(r rune) bool { return r < ' ' || r == 0x7f }) {
		return false, fmt.Errorf("then-target %q: empty or holding a control character: no Location", b.Then)
	}
	if thenKey, err := captures.Key(b.Then); err == nil && thenKey == key {
		// pywb passes a redirect to its own key over: it would mend nothing.
		return false, fmt.Errorf("then-target %q has the now-target's key %s", b.Then, key)
	}
	date := b.Linked.UTC().Truncate(time.Second)
	ts := date.Format("20060102150405")
	if i, ok := p.byKey[key+" "+ts]; ok {
		if kept := p.records[i].Redirect; kept == b.Then {
			p.Merged++
		} else {
			p.Conflicts = append(p.Conflicts, Conflict{Break: b, Kept: kept})
		}
		return false, nil
	}
	http := "HTTP/1.1 302 Found\r\nLocation: " + b.Then + "\r\nContent-Length: 0\r\n\r\n"
	id := recordID("response\x00" + key + "\x00" + ts + "\x00" + b.Then)
	fields := [][2]string{
		{gowarc.WarcTargetURI, b.Now},
		{gowarc.WarcRecordID, id},
		{gowarc.WarcWarcinfoID, p.info},
		{gowarc.ContentType, "application/http; msgtype=response"},
		{SyntheticField, SyntheticValue},
	}
	if !b.ThenTime.IsZero() {
		fields = append(fields, [2]string{ThenDateField, b.ThenTime.UTC().Format(time.RFC3339)})
	}
	offset := p.w.n
	digest, err := p.write(gowarc.Response, date, http, fields)
	if err != nil {
		return false, err
	}
	p.byKey[key+" "+ts] = len(p.records)
	p.records = append(p.records, captures.Capture{
		Key: key, Timestamp: ts, Time: date, URL: b.Now, Status: 302, Redirect: b.Then,
		Digest: digest, File: p.filename, Offset: offset, Length: p.w.n - offset,
	})
	return true, nil
}

// Len is the number of patch records written (the warcinfo record
// aside).
func (p *Writer) Len() int { return len(p.records) }

// Captures are the patch's records as an index lists them, in the order
// of their CDXJ lines.
func (p *Writer) Captures() []captures.Capture {
	cs := slices.Clone(p.records)
	lines := make([][]byte, len(cs))
	for i := range cs {
		lines[i] = cs[i].AppendCDXJ(nil)
	}
	idx := make([]int, len(cs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return bytes.Compare(lines[a], lines[b]) })
	out := make([]captures.Capture, len(cs))
	for i, j := range idx {
		out[i] = cs[j]
	}
	return out
}

// WriteIndex writes the patch's CDXJ index (captures.Capture.AppendCDXJ),
// sorted as "LC_ALL=C sort" sorts it, as pywb and captures.OpenIndex
// search it.
func (p *Writer) WriteIndex(w io.Writer) error {
	var b []byte
	for _, c := range p.Captures() {
		b = c.AppendCDXJ(b)
		b = append(b, '\n')
		if len(b) > 32<<10 {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	_, err := w.Write(b)
	return err
}

// write writes one record with gowarc's builder (which adds
// Content-Length, WARC-Block-Digest and, for a response, the
// WARC-Payload-Digest) as a gzip member of its own, and returns its
// payload digest as an index writes it (base32, no "sha1:").
func (p *Writer) write(typ gowarc.RecordType, date time.Time, block string, fields [][2]string) (string, error) {
	b := gowarc.NewRecordBuilder(typ, gowarc.WithAddMissingDigest(true),
		gowarc.WithDefaultDigestAlgorithm("sha1"), gowarc.WithVersion(gowarc.V1_1))
	defer b.Close()
	b.AddWarcHeader(gowarc.WarcDate, date.UTC().Format(time.RFC3339))
	for _, f := range fields {
		b.AddWarcHeader(f[0], f[1])
	}
	if _, err := b.WriteString(block); err != nil {
		return "", err
	}
	rec, _, err := b.Build()
	if err != nil {
		return "", fmt.Errorf("%s record: %w", typ, err)
	}
	defer rec.Close()
	zw, _ := gzip.NewWriterLevel(p.w, gzip.BestCompression)
	if _, _, err := gowarc.NewMarshaler().Marshal(zw, rec, 0); err != nil {
		return "", err
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	return strings.TrimPrefix(rec.WarcHeader().Get(gowarc.WarcPayloadDigest), "sha1:"), nil
}

// recordID is a name-based UUID (RFC 4122, version 5) of name as a WARC
// record id, so that one run writes the same bytes every time, and two
// records of different content have different ids (WARC 1.1, Section
// 5.2: "globally unique for its period of intended use").
func recordID(name string) string {
	return "<urn:uuid:" + uuid.NewSHA1(uuid.NameSpaceURL, []byte("uridialect replay patch\x00"+name)).String() + ">"
}

// oneLine is s as a WARC field value: one line, its control characters
// (WARC 1.1, Section 4: field values are TEXT, "any OCTET except CTLs")
// replaced by spaces.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
