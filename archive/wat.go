package archive

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/uridialect/uridialect/header"
)

// watEnvelope is the part of a Common Crawl WAT record's JSON this layer
// reads: the original record's WARC header, the HTTP response's status
// and headers, and the HTML metadata's base and links.
type watEnvelope struct {
	Envelope struct {
		WARCHeader struct {
			Type      string `json:"WARC-Type"`
			TargetURI string `json:"WARC-Target-URI"`
			Date      string `json:"WARC-Date"`
			RecordID  string `json:"WARC-Record-ID"`
		} `json:"WARC-Header-Metadata"`
		Payload struct {
			ActualContentType string `json:"Actual-Content-Type"`
			HTTPResponse      *struct {
				Response struct {
					Status any `json:"Status"` // a number or a string, as writers chose
				} `json:"Response-Message"`
				Headers map[string]any `json:"Headers"`
				HTML    *struct {
					Head struct {
						Base    string           `json:"Base"`
						Link    []map[string]any `json:"Link"`
						Scripts []map[string]any `json:"Scripts"`
					} `json:"Head"`
					Links []map[string]any `json:"Links"`
				} `json:"HTML-Metadata"`
			} `json:"HTTP-Response-Metadata"`
		} `json:"Payload-Metadata"`
	} `json:"Envelope"`
}

// readWAT reads a WAT metadata record's JSON payload. A record whose JSON
// is a WAT envelope becomes FormatWAT: its URI and date are the original
// capture's, its HTTP the original response's headers (so Content-Base
// and Content-Location reach base establishment), and its Links the
// envelope's HTML-Metadata links, Head.Link and Head.Scripts first, each
// with the element and attribute its "path" names ("A@/href": element A,
// attribute href) and Head.Base as its base.
//
// A metadata record declared application/json whose JSON cannot be read
// is an error: its links would be lost without a word.
func readWAT(rec *Record) error {
	p, err := rec.RawPayload()
	if err != nil {
		return fmt.Errorf("metadata record's JSON unreadable: %w", err)
	}
	var env watEnvelope
	if err := json.NewDecoder(io.LimitReader(p, 1<<30)).Decode(&env); err != nil {
		return fmt.Errorf("metadata record %s: JSON unreadable: %w", rec.URI, err)
	}
	e := env.Envelope
	if e.WARCHeader.Type == "" && e.WARCHeader.TargetURI == "" {
		return nil // JSON, but not a WAT envelope
	}
	rec.Format = FormatWAT
	if e.WARCHeader.TargetURI != "" {
		rec.URI = e.WARCHeader.TargetURI
	}
	if t, err := time.Parse(time.RFC3339, e.WARCHeader.Date); err == nil {
		rec.Date = t
	}
	hr := e.Payload.HTTPResponse
	if hr == nil {
		return nil
	}
	msg := &HTTPMessage{}
	if n, err := strconv.Atoi(fmt.Sprint(hr.Response.Status)); err == nil {
		msg.Status = n
	}
	names := make([]string, 0, len(hr.Headers))
	for k := range hr.Headers {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		switch v := hr.Headers[k].(type) {
		case string:
			msg.Header = append(msg.Header, header.Field{Name: k, Value: v})
		case []any:
			for _, x := range v {
				msg.Header = append(msg.Header, header.Field{Name: k, Value: fmt.Sprint(x)})
			}
		}
	}
	rec.HTTP = msg
	if hr.HTML == nil {
		return nil
	}
	base := hr.HTML.Head.Base
	for _, group := range [][]map[string]any{hr.HTML.Head.Link, hr.HTML.Head.Scripts, hr.HTML.Links} {
		for _, l := range group {
			rec.Links = append(rec.Links, watLink(rec, base, l))
		}
	}
	return nil
}

// watLink turns one WAT link object into a Link.
func watLink(rec *Record, base string, obj map[string]any) Link {
	l := Link{Document: rec.URI, Base: base}
	if !rec.Date.IsZero() {
		l.Date = rec.Date.UTC().Format(time.RFC3339)
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := fmt.Sprint(obj[k])
		switch k {
		case "url", "href":
			l.Reference = v
		case "path":
			el, att, _ := strings.Cut(v, "@/")
			l.Element, l.Attribute = el, att
		case "text":
			l.Text = v
		default:
			l.Extra = append(l.Extra, [2]string{k, v})
		}
	}
	return l
}
