package jsontwin

import (
	"bytes"
	"encoding"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// Marshal writes the struct v (or a pointer to one) as a JSON object, as
// encoding/json writes it without HTML escaping (the same keys, in the
// same order, omitempty honoured, the fields of embedded structs
// promoted), each string field whose value is not UTF-8 followed by its
// twin. A struct type gives its MarshalJSON as
//
//	func (e Example) MarshalJSON() ([]byte, error) { return jsontwin.Marshal(e) }
//
// Fields of other kinds are written by encoding/json (a nested struct by
// its own MarshalJSON); a string type that marshals itself
// (json.Marshaler, encoding.TextMarshaler) has no twin. Two fields of one
// name, which encoding/json would resolve by depth, are not looked for:
// the structs of this module have none.
func Marshal(v any) ([]byte, error) {
	rv, err := structValue(reflect.ValueOf(v))
	if err != nil || !rv.IsValid() {
		return []byte("null"), err
	}
	b := []byte{'{'}
	for _, f := range fieldsOf(rv.Type()) {
		fv, ok := fieldValue(rv, f.index)
		if !ok || f.omitEmpty && isEmpty(fv) {
			continue
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		switch {
		case f.twinned:
			b = AppendField(b, f.name, fv.String())
			continue
		case (fv.Kind() == reflect.Int || fv.Kind() == reflect.Int64) && !f.marshals:
			b = appendKey(b, f.name, "")
			b = strconv.AppendInt(b, fv.Int(), 10)
			continue
		case fv.Kind() == reflect.Bool && !f.marshals:
			b = appendKey(b, f.name, "")
			b = strconv.AppendBool(b, fv.Bool())
			continue
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(fv.Interface()); err != nil {
			return nil, fmt.Errorf("jsontwin: field %s: %w", f.name, err)
		}
		b = appendKey(b, f.name, "")
		b = append(b, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
	}
	return append(b, '}'), nil
}

// Unmarshal reads the JSON object data into the struct v points to, as
// encoding/json reads it (field names matched exactly, as Marshal writes
// them), a string field taking the bytes of its twin when there is one:
// what Marshal wrote comes back byte for byte. A struct type gives its
// UnmarshalJSON as
//
//	func (e *Example) UnmarshalJSON(b []byte) error { return jsontwin.Unmarshal(b, e) }
func Unmarshal(data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("jsontwin: Unmarshal wants a pointer to a struct, not %T", v)
	}
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	rv = rv.Elem()
	for _, f := range fieldsOf(rv.Type()) {
		m, ok := raw[f.name]
		if !ok {
			continue
		}
		fv := settable(rv, f.index)
		if err := json.Unmarshal(m, fv.Addr().Interface()); err != nil {
			return fmt.Errorf("jsontwin: field %s: %w", f.name, err)
		}
		if t, ok := raw[f.name+Suffix]; ok && f.twinned {
			var s string
			if err := json.Unmarshal(t, &s); err != nil {
				return fmt.Errorf("jsontwin: field %s: %w", f.name+Suffix, err)
			}
			b, err := base64.StdEncoding.DecodeString(s)
			if err != nil {
				return fmt.Errorf("jsontwin: field %s: %w", f.name+Suffix, err)
			}
			fv.SetString(string(b))
		}
	}
	return nil
}

// Untwin gives each key of a JSON object's fields (keys and vals, in
// order, vals as text) that has a twin the twin's bytes, and drops the
// twin: a row of a table read back as it was written. A twin is base64,
// as this package writes it, or percent-encoded, as migrate's JSONL link
// table writes it so that a table reader shows it as it is (every byte
// outside printable ASCII, '%', '"' and the space as %XX). The two never
// meet: a percent-encoded twin always holds a '%' (it exists only where
// the value has a byte outside printable ASCII), base64 never does.
func Untwin(keys, vals []string) ([]string, []string, error) {
	var at map[string]int // the first field of each key
	twin := make([]bool, len(keys))
	for i, k := range keys {
		base, ok := strings.CutSuffix(k, Suffix)
		if !ok {
			continue
		}
		if at == nil {
			at = make(map[string]int, len(keys))
			for j := len(keys) - 1; j >= 0; j-- {
				at[keys[j]] = j
			}
		}
		j, ok := at[base]
		if !ok {
			continue
		}
		b, err := decodeTwin(vals[i])
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", k, err)
		}
		vals[j], twin[i] = b, true
	}
	n := 0
	for i := range keys {
		if !twin[i] {
			keys[n], vals[n] = keys[i], vals[i]
			n++
		}
	}
	return keys[:n], vals[:n], nil
}

// decodeTwin returns the bytes a twin holds: percent-decoded where it
// holds a '%' (see [Untwin]), else base64-decoded.
func decodeTwin(v string) (string, error) {
	if strings.Contains(v, "%") {
		return url.PathUnescape(v)
	}
	b, err := base64.StdEncoding.DecodeString(v)
	return string(b), err
}

// A field is one JSON field of a struct type.
type field struct {
	name      string
	index     []int // reflect.Value.FieldByIndex's path, through embedded structs
	omitEmpty bool
	// twinned is a string field that may have a twin; marshals a type
	// that writes itself.
	twinned, marshals bool
}

var fieldCache sync.Map // reflect.Type -> []field

// fieldsOf returns the JSON fields of struct type t, in encoding/json's
// order.
func fieldsOf(t reflect.Type) []field {
	if fs, ok := fieldCache.Load(t); ok {
		return fs.([]field)
	}
	fs := appendFields(nil, t, nil)
	fieldCache.Store(t, fs)
	return fs
}

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

func appendFields(fs []field, t reflect.Type, index []int) []field {
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		at := append(append([]int(nil), index...), i)
		if sf.Anonymous && name == "" {
			ft := sf.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				fs = appendFields(fs, ft, at)
				continue
			}
		}
		if !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		marshals := sf.Type.Implements(marshalerType) || reflect.PointerTo(sf.Type).Implements(marshalerType) ||
			sf.Type.Implements(textMarshalerType) || reflect.PointerTo(sf.Type).Implements(textMarshalerType)
		fs = append(fs, field{name: name, index: at, omitEmpty: strings.Contains(","+opts+",", ",omitempty,"),
			twinned: sf.Type.Kind() == reflect.String && !marshals, marshals: marshals})
	}
	return fs
}

// structValue returns the struct v holds or points to; an invalid Value
// for a nil pointer.
func structValue(v reflect.Value) (reflect.Value, error) {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return reflect.Value{}, nil
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return reflect.Value{}, fmt.Errorf("jsontwin: Marshal wants a struct, not %s", v.Type())
	}
	return v, nil
}

// fieldValue returns the field at index of struct v; false when an
// embedded pointer on the way is nil.
func fieldValue(v reflect.Value, index []int) (reflect.Value, bool) {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}, false
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v, true
}

// settable returns the field at index of the addressable struct v,
// allocating the embedded pointers on the way.
func settable(v reflect.Value, index []int) reflect.Value {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v
}

// isEmpty reports whether omitempty leaves v out, as encoding/json has
// it.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}
