package captures

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
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

// parse reads a line into its capture.
func (f *lineFormat) parse(line []byte) (Capture, error) { return f.read(line, true) }

// check tells whether a line reads, as parse does, without building its
// capture: the pass that checks a whole index allocates nothing a line.
func (f *lineFormat) check(line []byte) error {
	_, err := f.read(line, false)
	return err
}

func (f *lineFormat) read(line []byte, fill bool) (Capture, error) {
	p, err := prefix(line)
	if err != nil {
		return Capture{}, err
	}
	sp := bytes.IndexByte(p, ' ')
	t, err := parseTimestamp(p[sp+1:])
	if err != nil {
		return Capture{}, err
	}
	var c Capture
	if fill {
		c = Capture{Key: string(p[:sp]), Timestamp: string(p[sp+1:]), Time: t, Offset: -1, Length: -1}
	}
	rest := line[min(len(p)+1, len(line)):]
	if f.cdxj {
		return c, f.readJSON(&c, rest, fill)
	}
	return c, f.readFields(&c, rest, fill)
}

// cdxjFields are the keys of a CDXJ line's JSON that replay reads. Any
// JSON value is taken for a text field (a number as its digits), so that
// every line whose JSON parses and whose numbers are numbers reads.
type cdxjFields struct {
	URL      jsonText   `json:"url"`
	Mime     jsonText   `json:"mime"`
	Digest   jsonText   `json:"digest"`
	Filename jsonText   `json:"filename"`
	Status   jsonNumber `json:"status"`
	Length   jsonNumber `json:"length"`
	Offset   jsonNumber `json:"offset"`
}

// cdxjNumbers are the keys a check reads: json.Unmarshal passes the
// others by without building them.
type cdxjNumbers struct {
	Status jsonNumber `json:"status"`
	Length jsonNumber `json:"length"`
	Offset jsonNumber `json:"offset"`
}

// jsonText is a JSON string, or the text of any other value.
type jsonText string

func (s *jsonText) UnmarshalJSON(b []byte) error {
	switch {
	case bytes.Equal(b, []byte("null")):
		*s = ""
	case len(b) > 0 && b[0] == '"':
		var t string
		if err := json.Unmarshal(b, &t); err != nil {
			return err
		}
		*s = jsonText(t)
	default:
		*s = jsonText(b)
	}
	return nil
}

// jsonNumber is a number as CDXJ writers write status, offset and
// length: a string of digits (pywb, warcio.js) or a JSON number; null and
// "" are none.
type jsonNumber struct {
	n   int64
	set bool
}

func (v *jsonNumber) UnmarshalJSON(b []byte) error {
	text := b
	if len(b) >= 2 && b[0] == '"' {
		text = b[1 : len(b)-1]
	}
	if bytes.Equal(b, []byte("null")) || len(text) == 0 {
		*v = jsonNumber{}
		return nil
	}
	n, err := digits(text)
	if err != nil {
		return err
	}
	*v = jsonNumber{n, true}
	return nil
}

// digits reads a decimal number of at most 18 digits.
func digits(b []byte) (int64, error) {
	if len(b) == 0 || len(b) > 18 {
		return 0, fmt.Errorf("%q is not a number", clip(string(b)))
	}
	var n int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%q is not a number", clip(string(b)))
		}
		n = n*10 + int64(c-'0')
	}
	return n, nil
}

func (f *lineFormat) readJSON(c *Capture, rest []byte, fill bool) error {
	if len(rest) == 0 || rest[0] != '{' {
		return errors.New("no JSON object after the timestamp")
	}
	if !fill {
		var nums cdxjNumbers
		if err := json.Unmarshal(rest, &nums); err != nil {
			return fmt.Errorf("the JSON after the timestamp: %v", err)
		}
		return c.setNumbers(nums.Status, nums.Offset, nums.Length)
	}
	var j cdxjFields
	if err := json.Unmarshal(rest, &j); err != nil {
		return fmt.Errorf("the JSON after the timestamp: %v", err)
	}
	c.URL, c.Mime, c.Digest, c.File = string(j.URL), string(j.Mime), string(j.Digest), string(j.Filename)
	c.Revisit = c.Mime == "warc/revisit"
	return c.setNumbers(j.Status, j.Offset, j.Length)
}

// maxFields is how many CDX fields a line is split into without
// allocating.
const maxFields = 24

func (f *lineFormat) readFields(c *Capture, rest []byte, fill bool) error {
	want := len(f.fields) - 2
	var stack [maxFields][]byte
	fields := stack[:0]
	if len(rest) > 0 {
		for {
			i := bytes.IndexByte(rest, ' ')
			if i < 0 {
				fields = append(fields, rest)
				break
			}
			fields = append(fields, rest[:i])
			rest = rest[i+1:]
		}
	}
	// A URL holding spaces, as some crawlers wrote them, makes more
	// fields: those before the URL are read from the left, those after
	// it from the right.
	a := bytes.IndexByte(f.fields, 'a') - 2
	n := len(fields)
	if n < want || n > want && a < 0 {
		return fmt.Errorf("%d fields after the timestamp, the legend names %d", n, want)
	}
	field := func(i int) []byte {
		switch {
		case i < a || n == want:
			return fields[i]
		case i == a:
			first, last := fields[a], fields[a+n-want]
			// The fields are slices of one line: the URL runs from the
			// start of its first to the end of its last.
			return first[:cap(first)-cap(last)+len(last)]
		}
		return fields[i+n-want]
	}
	var status, offset, length, uncompressedOffset jsonNumber
	var oldDigest string
	for i := range want {
		v := field(i)
		if len(v) == 1 && v[0] == '-' {
			continue
		}
		var err error
		switch f.fields[i+2] {
		case 's':
			status, err = cdxNumber(v)
		case 'S':
			length, err = cdxNumber(v)
		case 'V':
			offset, err = cdxNumber(v)
		case 'v':
			uncompressedOffset, err = cdxNumber(v)
		}
		if err != nil {
			return fmt.Errorf("field %c: %v", f.fields[i+2], err)
		}
		if !fill {
			continue
		}
		switch f.fields[i+2] {
		case 'a':
			c.URL = string(v)
		case 'm':
			c.Mime = string(v)
		case 'k':
			c.Digest = string(v)
		case 'c':
			oldDigest = string(v)
		case 'r':
			c.Redirect = string(v)
		case 'g':
			c.File = string(v)
		}
	}
	if c.Digest == "" {
		c.Digest = oldDigest
	}
	if !offset.set {
		offset = uncompressedOffset
	}
	c.Revisit = c.Mime == "warc/revisit"
	return c.setNumbers(status, offset, length)
}

func cdxNumber(v []byte) (jsonNumber, error) {
	n, err := digits(v)
	return jsonNumber{n, err == nil}, err
}

// setNumbers sets the status, offset and length read.
func (c *Capture) setNumbers(status, offset, length jsonNumber) error {
	if status.set {
		if status.n > 999 {
			return fmt.Errorf("status %d is not an HTTP status", status.n)
		}
		c.Status = int(status.n)
	}
	if offset.set {
		c.Offset = offset.n
	}
	if length.set {
		c.Length = length.n
	}
	return nil
}
