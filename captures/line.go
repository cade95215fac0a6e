package captures

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A lineFormat reads the lines of one index file: CDXJ ("KEY TIMESTAMP
// {JSON}", as pywb, cdxj-indexer and warcio.js write it) or CDX, whose
// fields a legend line names (" CDX N b a m s k r M S V g", the letters
// of Internet Archive's CDX format) or, without one, their number does
// (11: N b a m s k r M S V g; 10: N b a m s k r M V g; 9: N b a m s k r
// V g; as pywb reads them).
type lineFormat struct {
	cdxj   bool
	legend string // "N b a m s k r M S V g": the CDX fields, space-separated letters
	fields []byte // the legend's letters
}

// The CDX layouts of pywb's CDXObject, by number of fields.
var cdxByCount = map[int]string{
	11: "N b a m s k r M S V g",
	10: "N b a m s k r M V g",
	9:  "N b a m s k r V g",
}

// legendLine reports whether line is a CDX legend, and returns its
// letters. The legend starts " CDX" (the leading space is optional in
// files written since).
func legendLine(line []byte) (string, bool) {
	rest, ok := bytes.CutPrefix(bytes.TrimLeft(line, " "), []byte("CDX "))
	if !ok {
		return "", false
	}
	return strings.Join(strings.Fields(string(rest)), " "), true
}

// newCDXFormat returns the format a legend names. A legend that does not
// start with the key and the timestamp ("N b") names a file no binary
// search can use.
func newCDXFormat(legend string) (*lineFormat, error) {
	f := &lineFormat{legend: legend}
	for _, l := range strings.Fields(legend) {
		if len(l) != 1 {
			return nil, fmt.Errorf("CDX legend %q: field %q is not one letter", legend, l)
		}
		f.fields = append(f.fields, l[0])
	}
	if len(f.fields) < 2 || f.fields[0] != 'N' || f.fields[1] != 'b' {
		return nil, fmt.Errorf("CDX legend %q does not start with N b (key, timestamp): the file cannot be searched by key", legend)
	}
	return f, nil
}

func (f *lineFormat) String() string {
	if f.cdxj {
		return "CDXJ"
	}
	return "CDX " + f.legend
}

var errNoKey = errors.New("no key and timestamp: want KEY TIMESTAMP first")

// prefix returns the part of an index line the index is sorted by: its
// key, a space and its timestamp.
func prefix(line []byte) ([]byte, error) {
	sp := bytes.IndexByte(line, ' ')
	if sp <= 0 {
		return nil, errNoKey
	}
	end := bytes.IndexByte(line[sp+1:], ' ')
	if end < 0 {
		end = len(line) - sp - 1
	}
	if end == 0 {
		return nil, errNoKey
	}
	return line[:sp+1+end], nil
}

// parse reads a line.
func (f *lineFormat) parse(line []byte) (Capture, error) {
	p, err := prefix(line)
	if err != nil {
		return Capture{}, err
	}
	sp := bytes.IndexByte(p, ' ')
	c := Capture{Key: string(p[:sp]), Timestamp: string(p[sp+1:]), Offset: -1, Length: -1}
	if c.Time, err = parseTimestamp(c.Timestamp); err != nil {
		return Capture{}, err
	}
	rest := line[min(len(p)+1, len(line)):]
	if f.cdxj {
		return c, f.parseJSON(&c, rest)
	}
	return c, f.parseFields(&c, rest)
}

// cdxjFields are the keys of a CDXJ line's JSON that replay reads. The
// numbers are strings in pywb's and warcio.js's files and numbers in
// others'.
type cdxjFields struct {
	URL      string     `json:"url"`
	Mime     string     `json:"mime"`
	Status   jsonScalar `json:"status"`
	Digest   string     `json:"digest"`
	Length   jsonScalar `json:"length"`
	Offset   jsonScalar `json:"offset"`
	Filename string     `json:"filename"`
}

// jsonScalar is a JSON string or number, as its text.
type jsonScalar string

func (s *jsonScalar) UnmarshalJSON(b []byte) error {
	switch {
	case bytes.Equal(b, []byte("null")):
		*s = ""
	case len(b) > 0 && b[0] == '"':
		var t string
		if err := json.Unmarshal(b, &t); err != nil {
			return err
		}
		*s = jsonScalar(t)
	default:
		*s = jsonScalar(b)
	}
	return nil
}

func (f *lineFormat) parseJSON(c *Capture, rest []byte) error {
	if len(rest) == 0 || rest[0] != '{' {
		return errors.New("no JSON object after the timestamp")
	}
	var j cdxjFields
	if err := json.Unmarshal(rest, &j); err != nil {
		return fmt.Errorf("the JSON after the timestamp: %v", err)
	}
	c.URL, c.Mime, c.Digest, c.File = j.URL, j.Mime, j.Digest, j.Filename
	return c.setNumbers(string(j.Status), string(j.Offset), string(j.Length))
}

func (f *lineFormat) parseFields(c *Capture, rest []byte) error {
	want := len(f.fields) - 2
	n := 0
	if len(rest) > 0 {
		n = bytes.Count(rest, []byte(" ")) + 1
	}
	// A URL holding spaces, as some crawlers wrote them, makes more fields:
	// those before the URL are read from the left, those after it from
	// the right.
	a := bytes.IndexByte(f.fields, 'a') - 2
	if n < want || n > want && a < 0 {
		return fmt.Errorf("%d fields after the timestamp, the legend names %d", n, want)
	}
	fields := strings.Split(string(rest), " ")
	if extra := n - want; extra > 0 {
		joined := strings.Join(fields[a:a+extra+1], " ")
		fields = append(append(fields[:a:a], joined), fields[a+extra+1:]...)
	}
	var status, offset, length, uncompressedOffset, oldDigest string
	for i, v := range fields {
		if v == "-" {
			v = ""
		}
		switch f.fields[i+2] {
		case 'a':
			c.URL = v
		case 'm':
			c.Mime = v
		case 's':
			status = v
		case 'k':
			c.Digest = v
		case 'c':
			oldDigest = v
		case 'r':
			c.Redirect = v
		case 'S':
			length = v
		case 'V':
			offset = v
		case 'v':
			uncompressedOffset = v
		case 'g':
			c.File = v
		}
	}
	if c.Digest == "" {
		c.Digest = oldDigest
	}
	if offset == "" {
		offset = uncompressedOffset
	}
	return c.setNumbers(status, offset, length)
}

// setNumbers reads the status, offset and length fields ("" for absent).
func (c *Capture) setNumbers(status, offset, length string) error {
	c.Revisit = c.Mime == "warc/revisit"
	if status != "" {
		n, err := strconv.Atoi(status)
		if err != nil || n < 0 || n > 999 {
			return fmt.Errorf("status %q is not an HTTP status", clip(status))
		}
		c.Status = n
	}
	for _, f := range []struct {
		name, text string
		to         *int64
	}{{"offset", offset, &c.Offset}, {"length", length, &c.Length}} {
		if f.text == "" {
			continue
		}
		n, err := strconv.ParseInt(f.text, 10, 64)
		if err != nil || n < 0 {
			return fmt.Errorf("%s %q is not a number", f.name, clip(f.text))
		}
		*f.to = n
	}
	return nil
}
