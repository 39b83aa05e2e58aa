"""C++'s ``std::sort`` as libstdc++ (GCC 5 and later) does it, step for step, in Python.

Why: a C++ program that sorts with ``std::sort`` leaves elements of equal keys in an order
its algorithm decides, and a stand-in for such a program must leave them in the same order.
At most 16 elements: a plain insertion sort (stable). More: introsort (quicksort on the
median of three moved to the front, an unguarded partition, heapsort when the recursion goes
too deep), stopped at runs of 16, then one insertion sort over the whole, unguarded past the
first 16. Not stable: equal elements above 16 come out in an order of their own.

``sort(items, less)`` sorts the list ``items`` in place, ``less(a, b)`` the comparator
(``std::sort(first, last, comp)``'s ``comp``: a strict weak order).
"""

THRESHOLD = 16  # libstdc++'s _S_threshold


def sort(items, less):
    n = len(items)
    if n:
        _introsort_loop(items, 0, n, 2 * (n.bit_length() - 1), less)  # 2 * std::__lg(n)
        _final_insertion_sort(items, 0, n, less)
    return items


def _introsort_loop(a, first, last, depth_limit, less):
    while last - first > THRESHOLD:
        if depth_limit == 0:
            _heap_sort(a, first, last, less)  # std::__partial_sort(first, last, last)
            return
        depth_limit -= 1
        cut = _partition_pivot(a, first, last, less)
        _introsort_loop(a, cut, last, depth_limit, less)
        last = cut


def _partition_pivot(a, first, last, less):
    mid = first + (last - first) // 2
    _move_median_to_first(a, first, first + 1, mid, last - 1, less)
    return _unguarded_partition(a, first + 1, last, first, less)


def _move_median_to_first(a, result, i, j, k, less):
    if less(a[i], a[j]):
        if less(a[j], a[k]):
            pick = j
        elif less(a[i], a[k]):
            pick = k
        else:
            pick = i
    elif less(a[i], a[k]):
        pick = i
    elif less(a[j], a[k]):
        pick = k
    else:
        pick = j
    a[result], a[pick] = a[pick], a[result]


def _unguarded_partition(a, first, last, pivot, less):
    while True:
        while less(a[first], a[pivot]):
            first += 1
        last -= 1
        while less(a[pivot], a[last]):
            last -= 1
        if not first < last:
            return first
        a[first], a[last] = a[last], a[first]
        first += 1


def _final_insertion_sort(a, first, last, less):
    if last - first > THRESHOLD:
        _insertion_sort(a, first, first + THRESHOLD, less)
        for i in range(first + THRESHOLD, last):
            _unguarded_linear_insert(a, i, less)
    else:
        _insertion_sort(a, first, last, less)


def _insertion_sort(a, first, last, less):
    for i in range(first + 1, last):
        if less(a[i], a[first]):
            a[first:i + 1] = [a[i]] + a[first:i]
        else:
            _unguarded_linear_insert(a, i, less)


def _unguarded_linear_insert(a, last, less):
    value = a[last]
    while less(value, a[last - 1]):
        a[last] = a[last - 1]
        last -= 1
    a[last] = value


# -- heapsort, std::__make_heap and std::__sort_heap (the deep recursion's way out) --------------
def _heap_sort(a, first, last, less):
    length = last - first
    if length >= 2:  # __make_heap
        parent = (length - 2) // 2
        while True:
            _adjust_heap(a, first, parent, length, a[first + parent], less)
            if parent == 0:
                break
            parent -= 1
    while last - first > 1:  # __sort_heap: __pop_heap(first, last - 1, last - 1)
        last -= 1
        value = a[last]
        a[last] = a[first]
        _adjust_heap(a, first, 0, last - first, value, less)


def _adjust_heap(a, first, hole, length, value, less):
    top = hole
    child = hole
    while child < (length - 1) // 2:
        child = 2 * (child + 1)
        if less(a[first + child], a[first + child - 1]):
            child -= 1
        a[first + hole] = a[first + child]
        hole = child
    if length % 2 == 0 and child == (length - 2) // 2:
        child = 2 * (child + 1)
        a[first + hole] = a[first + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2  # __push_heap
    while hole > top and less(a[first + parent], value):
        a[first + hole] = a[first + parent]
        hole = parent
        parent = (hole - 1) // 2
    a[first + hole] = value
