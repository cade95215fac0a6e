package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// The property every reader keeps, whatever the damage: generate N
// valid records, damage one place (flip a byte, insert junk, cut the
// file, lie in a length), and every record outside the damage is read,
// with its offset. These tests walk every place of small files; the
// fuzz targets (FuzzNothingLost*) let the fuzzer choose.

// An extent is a record's place in a file, and its URI.
type extent struct {
	Offset, Length int64
	URI            string
}

// damage replaces the bytes [From, To) of a file with Insert.
type damage struct {
	From, To int64
	Insert   []byte
}

func (d damage) apply(file []byte) []byte {
	out := append(bytes.Clone(file[:d.From]), d.Insert...)
	return append(out, file[d.To:]...)
}

// hits reports whether the damage touches the record: overlaps its
// bytes, or inserts inside it.
func (d damage) hits(e extent) bool {
	end := e.Offset + e.Length
	if d.From == d.To {
		return e.Offset < d.From && d.From < end
	}
	return e.Offset < d.To && d.From < end
}

// moved is where a record outside the damage is after it.
func (d damage) moved(e extent) int64 {
	if e.Offset >= d.To {
		return e.Offset - (d.To - d.From) + int64(len(d.Insert))
	}
	return e.Offset
}

// readOffsets reads a file and returns the offset of each record read
// (with inner, its place in the gzip member's data, for a whole-file
// gzip) and its URI.
func readOffsets(t testing.TB, data []byte, p parser, inner bool) (map[int64]string, int) {
	r := NewReader(bytes.NewReader(data), "property")
	r.parser = p
	got := map[int64]string{}
	failures := 0
	for i := 0; ; i++ {
		if i > len(data)+2 {
			t.Fatalf("more records than bytes")
		}
		rec, err := r.Next()
		if err == io.EOF {
			return got, failures
		}
		var re *RecordError
		if errors.As(err, &re) {
			if re.Offset < 0 || re.Offset > int64(len(data)) {
				t.Fatalf("failure at offset %d outside the input of %d bytes", re.Offset, len(data))
			}
			failures++
			continue
		}
		require.NoError(t, err)
		at := rec.Offset
		if inner && rec.Inner != nil {
			at = rec.Inner.Offset
		}
		if _, twice := got[at]; twice && rec.Inner == nil {
			t.Fatalf("two records at offset %d", at)
		}
		got[at] = rec.URI
		if p, err := rec.Payload(); err == nil {
			_, _ = io.Copy(io.Discard, p)
		}
	}
}

// assertNothingLost checks the property for one damage of a file whose
// records are at extents.
func assertNothingLost(t testing.TB, file []byte, extents []extent, d damage, p parser) {
	got, _ := readOffsets(t, d.apply(file), p, false)
	for _, e := range extents {
		if d.hits(e) {
			continue
		}
		at := d.moved(e)
		if uri, ok := got[at]; !ok || uri != e.URI {
			t.Fatalf("damage %+v (%q): record %s at %d (now %d) not read; read %v", d.From, d.Insert, e.URI, e.Offset, at, got)
		}
	}
}

// propertyWARC is n records of varied shapes and their extents.
func propertyWARC(t testing.TB, n int) ([][]byte, []extent) {
	var recs [][]byte
	var extents []extent
	at := int64(0)
	for i := 0; i < n; i++ {
		uri := fmt.Sprintf("http://www.example.edu/%d.html", i)
		page := strings.Repeat(fmt.Sprintf(`<p><a href="p%d.html">%d</a></p>`, i, i), 1+i%3)
		spec := warcgen.Spec{Type: gowarc.Response, URI: uri, Date: "2006-03-01T12:00:00Z", ID: warcgen.ID("property", i),
			ContentType: "application/http;msgtype=response",
			Block:       strings.NewReader(fmt.Sprintf("HTTP/1.0 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n%s", len(page), page))}
		if i%3 == 2 {
			spec = warcgen.Spec{Type: gowarc.Resource, URI: uri, Date: "2006-03-01T12:00:00Z", ID: warcgen.ID("property", i),
				ContentType: "text/html", Block: strings.NewReader(page)}
		}
		b, err := warcgen.Bytes(spec)
		require.NoError(t, err)
		recs = append(recs, b)
		extents = append(extents, extent{at, int64(len(b)), uri})
		at += int64(len(b))
	}
	return recs, extents
}

// junkFor is junk to insert: bytes that hold no record start.
var junkShapes = [][]byte{{0}, []byte("\xef\xbb\xbf"), []byte("garbage\r\n"), bytes.Repeat([]byte{0xff}, 300), []byte("\r\n\r\nWARC")}

func TestNothingLostWARC(t *testing.T) {
	recs, extents := propertyWARC(t, 4)
	file := bytes.Join(recs, nil)
	for at := int64(0); at < int64(len(file)); at++ {
		flipped := []byte{file[at] ^ 0x55}
		assertNothingLost(t, file, extents, damage{From: at, To: at + 1, Insert: flipped}, nil)
		if at%7 == 0 {
			for _, j := range junkShapes {
				assertNothingLost(t, file, extents, damage{From: at, To: at, Insert: j}, nil)
			}
		}
		// A cut loses what is behind it only.
		assertNothingLost(t, file, extents, damage{From: at, To: int64(len(file))}, nil)
	}
	for k := range recs {
		for _, delta := range []int{-100, -1, 1, 2, 5, 100, 100000} {
			lied := setLength(t, recs[k], delta)
			d := damage{From: extents[k].Offset, To: extents[k].Offset + extents[k].Length, Insert: lied}
			assertNothingLost(t, file, extents, d, nil)
		}
	}
}

func TestNothingLostGzipMembers(t *testing.T) {
	recs, _ := propertyWARC(t, 4)
	var file []byte
	var extents []extent
	for i, r := range recs {
		gz := warcgen.Gzip(r)
		extents = append(extents, extent{int64(len(file)), int64(len(gz)), fmt.Sprintf("http://www.example.edu/%d.html", i)})
		file = append(file, gz...)
	}
	for at := int64(0); at < int64(len(file)); at++ {
		assertNothingLost(t, file, extents, damage{From: at, To: at + 1, Insert: []byte{file[at] ^ 0x55}}, nil)
		assertNothingLost(t, file, extents, damage{From: at, To: at + 1, Insert: []byte{file[at] ^ 0x01}}, nil)
		if at%5 == 0 {
			for _, j := range junkShapes {
				assertNothingLost(t, file, extents, damage{From: at, To: at, Insert: j}, nil)
			}
		}
		assertNothingLost(t, file, extents, damage{From: at, To: int64(len(file))}, nil)
	}
}

// TestNothingLostWholeFileGzip cuts a whole-file gzip everywhere: every
// record whose bytes the cut file still decompresses in full is read.
// (The decoder is the reader's, klauspost's, which at a cut can yield a
// few bytes fewer than compress/gzip: 955 against 983 at one cut here.)
func TestNothingLostWholeFileGzip(t *testing.T) {
	recs, extents := propertyWARC(t, 6)
	file := warcgen.Gzip(bytes.Join(recs, nil))
	for at := 0; at < len(file); at++ {
		zr, err := gzip.NewReader(bytes.NewReader(file[:at]))
		var have int64
		if err == nil {
			have, _ = io.Copy(io.Discard, zr)
		}
		got, _ := readOffsets(t, file[:at], nil, true)
		for _, e := range extents {
			if e.Offset+e.Length < have {
				if got[e.Offset] != e.URI {
					t.Fatalf("cut at %d (%d bytes decompress): record %s at %d not read; read %v", at, have, e.URI, e.Offset, got)
				}
			}
		}
	}
}

// propertyARC is an ARC file of n records and their extents.
func propertyARC(n int) ([]byte, []extent) {
	pages := arcPages(n)
	file := warcgen.ARCFile("property.arc", pages...)
	offsets := arcOffsets(file, pages)
	extents := []extent{{0, offsets[1], "filedesc://property.arc"}}
	for i, p := range pages {
		extents = append(extents, extent{offsets[i+1], int64(len(warcgen.ARCBytes(p))), p.URL})
	}
	return file, extents
}

func TestNothingLostARC(t *testing.T) {
	file, extents := propertyARC(4)
	body := extents[1].Offset // damage after the version block, which names the fields
	for at := body; at < int64(len(file)); at++ {
		assertNothingLost(t, file, extents, damage{From: at, To: at + 1, Insert: []byte{file[at] ^ 0x55}}, nil)
		if at%3 == 0 {
			for _, j := range [][]byte{{0}, []byte("garbage\n"), []byte("26 bytes of garbage here.\n"), bytes.Repeat([]byte{0xff}, 300)} {
				assertNothingLost(t, file, extents, damage{From: at, To: at, Insert: j}, nil)
			}
		}
		assertNothingLost(t, file, extents, damage{From: at, To: int64(len(file))}, nil)
	}
	pages := arcPages(4)
	for k := range pages {
		for _, delta := range []int{-100, -1, 1, 100, 100000} {
			lying := pages[k]
			lying.Length = len(lying.Content) + delta
			if lying.Length <= 0 {
				lying.Length = 1
			}
			e := extents[k+1]
			assertNothingLost(t, file, extents, damage{From: e.Offset, To: e.Offset + e.Length, Insert: warcgen.ARCBytes(lying)}, nil)
		}
	}
}

// fuzzDamage turns the fuzzer's numbers into one damage of a file of
// records at extents: op chooses a flipped byte, inserted junk, a cut, or
// (for plain WARC, through relength) a length that lies.
func fuzzDamage(file []byte, op uint8, pos uint32, junk []byte) damage {
	at := int64(pos) % int64(len(file))
	switch op % 3 {
	case 0:
		flip := junk
		if len(flip) == 0 || flip[0] == file[at] {
			flip = []byte{file[at] ^ 0x55}
		}
		return damage{From: at, To: at + 1, Insert: flip[:1]}
	case 1:
		if len(junk) > 4096 {
			junk = junk[:4096]
		}
		return damage{From: at, To: at, Insert: junk}
	}
	return damage{From: at, To: int64(len(file))}
}

// FuzzNothingLostWARC damages one place of a generated WARC, plain or in
// gzip members, and checks that every record outside it is read.
func FuzzNothingLostWARC(f *testing.F) {
	f.Add(uint8(4), uint8(0), uint32(365), []byte("_"), false)
	f.Add(uint8(4), uint8(1), uint32(464), []byte("\x00\xef\xbb\xbf"), true)
	f.Add(uint8(6), uint8(2), uint32(1000), []byte{}, false)
	f.Add(uint8(3), uint8(3), uint32(7), []byte("7"), false)
	recsCache := map[uint8][][]byte{}
	f.Fuzz(func(t *testing.T, n, op uint8, pos uint32, junk []byte, gz bool) {
		n = 2 + n%6
		recs, ok := recsCache[n]
		if !ok {
			recs, _ = propertyWARC(t, int(n))
			recsCache[n] = recs
		}
		var file []byte
		var extents []extent
		for i, r := range recs {
			if gz {
				r = warcgen.Gzip(r)
			}
			extents = append(extents, extent{int64(len(file)), int64(len(r)), fmt.Sprintf("http://www.example.edu/%d.html", i)})
			file = append(file, r...)
		}
		if op%4 == 3 && !gz {
			// A length that lies, by a delta the fuzzer chooses.
			k := int(pos) % len(recs)
			delta := int(int8(op)) * (1 + len(junk))
			lied := setLength(t, recs[k], delta)
			e := extents[k]
			assertNothingLost(t, file, extents, damage{From: e.Offset, To: e.Offset + e.Length, Insert: lied}, nil)
			return
		}
		assertNothingLost(t, file, extents, fuzzDamage(file, op, pos, junk), nil)
	})
}

// FuzzNothingLostARC damages one place of a generated ARC file after its
// version block and checks that every record outside it is read.
func FuzzNothingLostARC(f *testing.F) {
	f.Add(uint8(4), uint8(0), uint32(319), []byte("_"))
	f.Add(uint8(4), uint8(1), uint32(492), bytes.Repeat([]byte{0xff}, 300))
	f.Add(uint8(5), uint8(2), uint32(600), []byte{})
	f.Fuzz(func(t *testing.T, n, op uint8, pos uint32, junk []byte) {
		file, extents := propertyARC(int(2 + n%6))
		body := extents[1].Offset
		d := fuzzDamage(file[body:], op, pos, junk)
		d.From += body
		d.To += body
		assertNothingLost(t, file, extents, d, nil)
	})
}
